import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { AppShell } from '../AppShell';

/** Shows the address the router is at, so a test can see where a link or form went. */
export function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

/** The real shell at `path`, every page replaced by the address it is at. */
export function renderShellAt(path: string) {
  // jsdom has no scrolling; the shell's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: '*', element: <WhereAmI /> }] }], {
    initialEntries: [path],
  });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A part of the shell inside providers and a router, at `path`, with the router's address shown below it. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <>{ui}<WhereAmI /></> }], { initialEntries: [path] });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
