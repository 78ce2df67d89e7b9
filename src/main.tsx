import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from '../contracts/firstScreen/firstAnswers';
import { takeFirstAnswer } from './api/firstAnswers';
import { App, appRouteTable, createAppRouter } from './app/App';
import { appQueryClient } from './app/AppProviders';
import { recordRouteId } from './engine/lazyDetailRoutes';
import { prepareRecordFirstScreen } from './app/serverRender/firstScreenRoute';

// In mock mode (npm start / npm run dev) the API is answered in the browser from the msw fixtures;
// the import is dynamic so that production bundles carry none of it.
async function startMockApi() {
  if (import.meta.env.MODE !== 'mock') return;
  // eslint-disable-next-line layers/imports -- mock mode only, and never in a production bundle (above)
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

/**
 * A record page the server rendered (server/firstScreen/renderedPage.ts) is hydrated: its code loaded and its record
 * put in the data cache from the answers sent with it, as the server did, so that the first render matches the
 * server's and React keeps what is on screen. Anything else, or a page whose answers do not serve, renders anew.
 */
async function start(root: HTMLElement) {
  const routes = appRouteTable();
  const url = new URL(window.location.href);
  // An address that lands on a section (#publications) renders every section at once, for the landing to find its
  // section (DetailLayout): more than the server rendered, so that page is drawn anew.
  const hydrates = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && url.hash.length <= 1;
  if (hydrates && (await prepareRecordFirstScreen(appQueryClient, routes, url, takeFirstAnswer))) {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter(routes, [recordRouteId(url.pathname)])} />
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
