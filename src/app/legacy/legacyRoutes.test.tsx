import { render, screen } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { legacyRoutes } from './legacyRoutes';

// The app's legacy and catch-all routes, beside stand-ins for the new pages they lead to.
const routes: RouteObject[] = [
  { path: '/', element: <p>home page</p> },
  { path: '/locus', element: <p>locus page</p> },
  { path: '/person', element: <p>person page</p> },
  { path: '/download/file', element: <p>download file page</p> },
  { path: '/tools/blast', element: <p>blast page</p> },
  { path: '/pagenotfound', element: <p>page-not-found route</p> },
  ...legacyRoutes,
];

function openAt(...entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}

const here = (router: ReturnType<typeof openAt>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('legacy routes', () => {
  it('opens the new page of an old servlet address that was the first page opened', async () => {
    const router = openAt('/servlets/TairObject?type=locus&name=at1g01010');
    expect(await screen.findByText('locus page')).toBeVisible();
    expect(here(router)).toBe('/locus?name=AT1G01010');
  });

  it.each([
    ['/index.jsp', 'home page', '/'],
    ['/download_files/Genes/README.txt', 'download file page', '/download/file?path=Genes%2FREADME.txt'],
    ['/Blast/index.jsp', 'blast page', '/tools/blast'],
    ['/servlets/Community?action=view&type=person&communityID=1501415858', 'person page', '/person?key=1501415858'],
  ])('redirects %s', async (address, page, target) => {
    const router = openAt(address);
    expect(await screen.findByText(page)).toBeVisible();
    expect(here(router)).toBe(target);
  });

  it('adds only the new page to history when an old address is followed from a portal page', async () => {
    const router = openAt('/');
    await screen.findByText('home page');
    await router.navigate('/servlets/TairObject?accession=locus:2200935');
    expect(await screen.findByText('locus page')).toBeVisible();
    expect(here(router)).toBe('/locus?accession=2200935');

    await router.navigate(-1);
    expect(await screen.findByText('home page')).toBeVisible();
    expect(here(router)).toBe('/');
  });

  it('shows page-not-found, at the same address, for an address the older site did not have', async () => {
    const router = openAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(here(router)).toBe('/no/such/page');
  });

  it('ends on the page-not-found route for an old object link that names nothing', async () => {
    const router = openAt('/servlets/TairObject?type=locus');
    expect(await screen.findByText('page-not-found route')).toBeVisible();
    expect(here(router)).toBe('/pagenotfound');
  });

  // The app's own router: the document address is the current browser history entry, which the redirect replaces.
  describe('opened as the document in the browser', () => {
    let router: ReturnType<typeof createBrowserRouter> | undefined;
    afterEach(() => router?.dispose());

    it('replaces the old address with the new one, adding no history entry', async () => {
      window.history.replaceState(null, '', '/servlets/TairObject?type=locus&name=AT1G01010');
      const entriesBefore = window.history.length;
      router = createBrowserRouter(routes);
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('locus page')).toBeVisible();
      expect(window.location.pathname + window.location.search).toBe('/locus?name=AT1G01010');
      expect(window.history.length).toBe(entriesBefore);
      expect(router.state.historyAction).toBe('REPLACE');
    });
  });
});
