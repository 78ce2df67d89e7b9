// The msw fixtures (mocks/handlers.ts) answering fetch in plain Node, for the logic tests of the mock endpoints
// themselves: the same answers Storybook and the component tests get, without a document.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from '../../mocks/handlers';

export function answerWithMockApi() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
