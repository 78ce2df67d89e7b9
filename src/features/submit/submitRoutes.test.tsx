// The submit routes as the app mounts them: the overview and info pages for anyone, the two forms behind the
// login guard (000 §2.2), the detail form under its 001 §2.10 name.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileHandler } from '../../../mocks/authHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { DETAIL_FORM, DETAIL_FORM_ROUTE_ID, INFO_PAGE, SYMBOL_FORM } from './registration/registrationPaths';
import { submitRoutes } from './submitRoutes';

function openAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...submitRoutes(client), { path: '/access-denied', element: <h1>Access Denied</h1> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('submit routes', () => {
  it('name the detail form GeneClassSymbolDetailRegistrationForm', () => {
    const routes = submitRoutes(new QueryClient());
    expect(routes.find((route) => route.id === DETAIL_FORM_ROUTE_ID)?.path).toBe(DETAIL_FORM);
    expect(DETAIL_FORM_ROUTE_ID).toBe('GeneClassSymbolDetailRegistrationForm');
    expect(routes.map((route) => route.path)).toEqual(['/submit/overview', INFO_PAGE, SYMBOL_FORM, DETAIL_FORM]);
  });

  it('open the overview and the info page to anonymous visitors', async () => {
    openAt('/submit/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit Overview' })).toBeVisible();
  });

  it('send an anonymous visitor of either form to Access Denied', async () => {
    for (const path of [SYMBOL_FORM, `${DETAIL_FORM}?geneClassSymbol=ZAP&symbolType=mutant`]) {
      const router = openAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      router.dispose();
      cleanup();
    }
  });

  it('open both forms to a logged-in member', async () => {
    server.use(profileHandler('student'));
    openAt(SYMBOL_FORM);
    expect(await screen.findByRole('heading', { level: 1, name: 'Register a Gene Class Symbol' })).toBeVisible();
    cleanup();
    openAt(`${DETAIL_FORM}?geneClassSymbol=ZAP&symbolType=mutant`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gene Class Symbol Details' })).toBeVisible();
  });
});
