import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { handlers } from '../../mocks/handlers';

// Component tests reuse the stories' decorators (theme, query cache, router) and the same msw fixtures.
setProjectAnnotations(previewAnnotations);

export const server = setupServer(...handlers);

// A request no fixture answers is an error, except to a loopback address: the server tests talk to a real server
// listening on 127.0.0.1.
const isLoopback = (url: string) => /^https?:\/\/(?:127\.0\.0\.1|\[::1\]|localhost)(?::\d+)?\//.test(url);
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (!isLoopback(request.url)) print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
