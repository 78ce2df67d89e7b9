import { render } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { ProfilePage } from './ProfilePage';

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

/** The profile page at /profile with the given answers (first match wins); any other address says where it is. */
export function renderProfilePage(handlers: RequestHandler[]) {
  server.use(...handlers);
  return render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * Watches the requests to one address without answering them (the next matching handler answers), so a test
 * can check what was sent and whether anything was.
 */
export function watchRequests(method: 'get' | 'post', url: string) {
  const received: { query: URLSearchParams; body: unknown }[] = [];
  const handler = http[method](url, async ({ request }) => {
    const text = await request.clone().text();
    received.push({ query: new URL(request.url).searchParams, body: text ? (JSON.parse(text) as unknown) : null });
    return undefined;
  });
  return { handler, received };
}
