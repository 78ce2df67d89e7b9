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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
