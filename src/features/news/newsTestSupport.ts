import type { RequestHandler } from 'msw';
import { server } from '../../../tests/unit/setup';

// Story-level msw overrides are applied by Storybook's loader in the browser; in jsdom the test applies them.
export function applyStoryHandlers(story: { parameters: Record<string, unknown> }) {
  const msw = story.parameters.msw as { handlers?: RequestHandler[] } | undefined;
  server.use(...(msw?.handlers ?? []));
}
