import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { nac001Locus } from '../../mocks/fixtures/locus';
import { recordPages } from '../../sections/pages';
import { createQueryClient } from '../app/AppProviders';
import { server } from '../../tests/unit/setup';
import { preloadDerivations } from './derivations/loading';
import { lazyDetailRoutes, type LazyRecordPage } from './lazyDetailRoutes';
import { preloadRenderers } from './registry';

const locusPage = recordPages.find((page) => page.route === '/locus')!;

/**
 * Loads the locus page's code (config, schema, renderers, derivations) before a test opens it: a cold import is
 * compile work whose length depends on the machine's load, so it is awaited as a condition of its own rather than
 * inside the wait for the heading.
 */
async function loadLocusCode() {
  const { config } = await locusPage.load();
  await Promise.all([preloadRenderers(config), preloadDerivations(config)]);
}

// The whole locus page rendered in jsdom: about a second alone, several while the other test projects share the
// cores; the wait is for what the page shows (its heading, or its refusal), however long that takes within this bound.
const PAGE_RENDER_MS = 10_000;

/** Answers the locus detail call and remembers the keys it was asked for. */
function countLocusCalls(): string[] {
  const keys: string[] = [];
  server.use(
    http.get('*/api/detail/locus', ({ request }) => {
      keys.push(new URL(request.url).searchParams.get('key') ?? '');
      return HttpResponse.json(nac001Locus);
    }),
  );
  return keys;
}

function open(address: string, page: LazyRecordPage, guard?: () => Promise<unknown>) {
  const client = createQueryClient();
  const router = createMemoryRouter([...lazyDetailRoutes([page], { client, guard }), { path: '/access-denied', element: <h1>Access Denied</h1> }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('detail routes', () => {
  it("start fetching the record at once, while the page's code loads and before the guard has answered", async () => {
    const keys = countLocusCalls();
    // A page whose code never arrives and a guard that never answers: the fetch comes from the route itself.
    open('/locus?key=2200935', { ...locusPage, load: () => new Promise(() => {}) }, () => new Promise(() => {}));
    await waitFor(() => expect(keys).toEqual(['2200935']));
  });

  it('resolve an address by name and fetch its record while the guard is still asking', async () => {
    await loadLocusCode();
    const keys = countLocusCalls();
    let lookups = 0;
    server.use(
      http.get('*/api/detail/locus/name', () => {
        lookups += 1;
        return HttpResponse.json({ data: 2200935 });
      }),
    );
    open('/locus?name=AT1G01010', locusPage, () => new Promise(() => {}));
    await waitFor(() => expect({ lookups, keys }).toEqual({ lookups: 1, keys: ['2200935'] }));
  });

  it('show nothing of the record to a visitor the guard turns away', async () => {
    await loadLocusCode();
    countLocusCalls();
    const router = open('/locus?key=2200935', locusPage, async () => {
      throw redirect('/access-denied');
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(screen.queryByRole('heading', { name: /AT1G01010/ })).toBeNull();
  });

  it('show the page from the response the route fetched, without asking again', async () => {
    await loadLocusCode();
    const keys = countLocusCalls();
    open('/locus?key=2200935', locusPage);
    expect(await screen.findByRole('heading', { level: 1, name: /AT1G01010/ }, { timeout: PAGE_RENDER_MS })).toBeVisible();
    expect(keys).toEqual(['2200935']);
  });

  it('look a name up once, though the route and the page both ask for it', async () => {
    await loadLocusCode();
    const keys = countLocusCalls();
    let lookups = 0;
    server.use(
      http.get('*/api/detail/locus/name', () => {
        lookups += 1;
        return HttpResponse.json({ data: 2200935 });
      }),
    );
    open('/locus?name=AT1G01010', locusPage);
    expect(await screen.findByRole('heading', { level: 1, name: /AT1G01010/ }, { timeout: PAGE_RENDER_MS })).toBeVisible();
    expect({ lookups, keys }).toEqual({ lookups: 1, keys: ['2200935'] });
  });

  it('refuse a config that fetches another type than its route entry says', async () => {
    open('/locus?key=2200935', { ...locusPage, apiType: 'gene' });
    expect((await screen.findAllByText(/fetches locus, not gene/, {}, { timeout: PAGE_RENDER_MS }))[0]).toBeInTheDocument();
  });
});
