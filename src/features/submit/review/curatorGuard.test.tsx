import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anonymousProfileHandler, profileHandler, type DemoMember } from '../../../../mocks/authHandlers';
import { server } from '../../../../tests/unit/setup';
import { createQueryClient } from '../../../app/AppProviders';
import { curatorGuard } from './curatorGuard';
import { REVIEW_PATH } from './reviewPath';

// The guard on a stand-in page: where each visitor ends up is what matters here.
async function visit(visitor: 'anonymous' | DemoMember) {
  server.use(visitor === 'anonymous' ? anonymousProfileHandler() : profileHandler(visitor));
  const router = createMemoryRouter(
    [
      { path: REVIEW_PATH, loader: curatorGuard(createQueryClient()), element: <p>review page</p> },
      { path: '/access-denied', element: <p>access denied</p> },
      { path: '/permission-denied', element: <p>permission denied</p> },
    ],
    { initialEntries: [REVIEW_PATH] },
  );
  render(<RouterProvider router={router} />);
  const shown = await screen.findByText(/page$|denied$/);
  return { shown: shown.textContent, path: `${router.state.location.pathname}${router.state.location.search}` };
}

describe('the review page guard', () => {
  it.each([
    // Access Denied keeps the review page, so that logging in comes back to it.
    ['anonymous', 'access denied', `/access-denied?redirect=${encodeURIComponent(REVIEW_PATH)}`],
    ['researcher', 'permission denied', '/permission-denied'],
    ['student', 'permission denied', '/permission-denied'],
    ['curator', 'review page', REVIEW_PATH],
  ] as const)('sends %s to the %s', async (visitor, shown, path) => {
    expect(await visit(visitor)).toEqual({ shown, path });
  });
});
