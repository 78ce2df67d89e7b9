// The msw server the component tests answer fetch with (the msw fixtures, mocks/handlers.ts). One per worker: the
// test files of a worker share their modules (vitest.config.ts), and a second server, or a closed one kept by a
// module an earlier file imported, would leave requests unanswered.
import { setupServer } from 'msw/node';
import { handlers } from '../../mocks/handlers';

export const server = setupServer(...handlers);

let listening = false;

/** Starts answering, once for the worker; a request no handler answers fails the test that made it. */
export function listenOnce(): void {
  if (listening) return;
  server.listen({ onUnhandledRequest: 'error' });
  listening = true;
}
