import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from '../contracts/firstScreen/firstAnswers';
import { App, appRouteTable, createAppRouter } from './app/App';
import { appQueryClient } from './app/AppProviders';
import { recordRouteId } from './engine/lazyDetailRoutes';
import { identityFromParams } from './engine/identity';
import { lookupQuery, recordQuery } from './engine/recordQuery';
import { recordPages } from '../sections/pages';

// In mock mode (npm start / npm run dev) the API is answered in the browser from the msw fixtures;
// the import is dynamic so that production bundles carry none of it.
async function startMockApi() {
  if (import.meta.env.MODE !== 'mock') return;
  // eslint-disable-next-line layers/imports -- mock mode only, and never in a production bundle (above)
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

/**
 * Whether the record a record page the server rendered shows is in the data cache, asked as the page asks it: the
 * answers sent with the page serve the asking (src/api/firstAnswers.ts), so nothing goes over the network.
 */
async function recordReady(url: URL): Promise<boolean> {
  const page = recordPages.find((candidate) => candidate.route === url.pathname);
  if (!page) return false;
  const { config } = await page.load();
  const identity = identityFromParams(config, url.searchParams);
  const key =
    identity.kind === 'key'
      ? identity.key
      : identity.kind === 'lookup'
        ? await appQueryClient.fetchQuery(lookupQuery(config.apiType, identity.by, identity.value, true)).catch(() => null)
        : null;
  if (key === null) return false;
  const record = recordQuery(config.apiType, key, true);
  await appQueryClient.prefetchQuery(record);
  return appQueryClient.getQueryState(record.queryKey)?.status === 'success';
}

/**
 * A record page the server rendered (server/firstScreen/renderedPage.ts) is hydrated: its record put in the data
 * cache and its route's code loaded first, as on the server, so that the first render matches the server's and React
 * keeps what is on screen. Anything else, or a page whose answers do not serve, renders anew. So does an address that
 * lands on a section (#publications): it renders every section at once, for the landing to find its section
 * (DetailLayout), which is more than the server rendered.
 */
async function start(root: HTMLElement) {
  const routes = appRouteTable();
  const url = new URL(window.location.href);
  const hydrates = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && url.hash.length <= 1;
  if (hydrates && (await recordReady(url))) {
    const router = createAppRouter(routes, [recordRouteId(url.pathname)]);
    // The route's code (config, schema, renderers) has loaded once the router has initialised.
    if (!router.state.initialized) await new Promise<void>((resolve) => router.subscribe((state) => state.initialized && resolve()));
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter(routes)} />
    </StrictMode>,
  );
}

void startMockApi().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  return start(root);
});
