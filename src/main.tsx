import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// In mock mode (npm start / npm run dev) the API is answered in the browser from the msw fixtures;
// the import is dynamic so that production bundles carry none of it.
async function startMockApi() {
  if (import.meta.env.MODE !== 'mock') return;
  // eslint-disable-next-line layers/imports -- mock mode only, and never in a production bundle (above)
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

void startMockApi().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
