import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { recordPages } from '../../sections/pages';
import { anonymousProfileHandler, profileHandler, subscriptionStatusHandler } from '../../mocks/authHandlers';
import { server } from '../../tests/unit/setup';
import { preloadDerivations } from '../engine/derivations/loading';
import { preloadRenderers } from '../engine/registry';
import { AppProviders, createQueryClient } from './AppProviders';
import { RouteError } from './errors/RouteError';
import { appRoutes } from './routes';

function openApp(address: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(appRoutes(client), { initialEntries: [address] });
  render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the app route table', () => {
  it.each(recordPages.map(({ route }) => route))('guards the detail route %s', async (route) => {
    server.use(anonymousProfileHandler(), subscriptionStatusHandler(false));
    const router = openApp(`${route}?key=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('opens a detail page for a subscribed visitor', async () => {
    // The page's code loads first, as a condition of its own: a cold import of the locus config and its renderers
    // is compile work that can outlast the wait for the heading on a busy machine.
    const { config } = await recordPages.find(({ route }) => route === '/locus')!.load();
    await Promise.all([preloadRenderers(config), preloadDerivations(config)]);
    server.use(anonymousProfileHandler(), subscriptionStatusHandler(true));
    openApp('/locus?key=2200935');
    // The guard's two calls, the record and the first render of a whole record page: seconds on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: /AT1G01010/ }, { timeout: 10_000 })).toBeVisible();
  });

  it('tells an anonymous visitor at Access Denied how to get in', async () => {
    server.use(anonymousProfileHandler());
    openApp('/access-denied');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'register' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Access Denied');
  });

  it('offers a member without ORCID the ORCID connection at Access Denied', async () => {
    server.use(profileHandler('student'));
    openApp('/access-denied');
    expect(await screen.findByRole('link', { name: 'connect ORCID' })).toHaveAttribute('href', '/linktoorcid');
  });

  it('shows Permission Denied with a way home', async () => {
    openApp('/permission-denied');
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission Denied' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });
});

describe('a page whose code cannot be loaded', () => {
  it('shows the error screen with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ errorElement: <RouteError />, children: [{ path: '/slow', lazy: () => Promise.reject(new Error('The page took too long to load.')) }] }],
      { initialEntries: ['/slow'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
