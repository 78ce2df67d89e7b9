import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { handlers } from '../../mocks/handlers';

// Component tests reuse the stories' decorators (theme, query cache, router) and the same msw fixtures.
setProjectAnnotations(previewAnnotations);

// findBy… and waitFor wait up to 3 s rather than 1 s: on a loaded two-core machine a debounced request or a lazy
// page can take longer than a second to show, which says nothing about the portal.
configure({ asyncUtilTimeout: 3000 });

export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
