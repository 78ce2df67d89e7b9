import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { listenOnce, server } from './mswServer';

// Component tests reuse the stories' decorators (theme, query cache, router) and the same msw fixtures.
setProjectAnnotations(previewAnnotations);

// findBy… and waitFor wait up to 3 s rather than 1 s: on a loaded two-core machine a debounced request or a lazy
// page can take longer than a second to show, which says nothing about the portal.
configure({ asyncUtilTimeout: 3000 });

export { server };

// The server stays open until the worker ends: the next file of the worker answers with it too. The worker's files
// share one document, so each file starts with the storage a fresh document has.
beforeAll(() => {
  listenOnce();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
