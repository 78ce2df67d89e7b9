import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AppProviders } from '../src/app/AppProviders';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';

// Stories find what they wait for with findBy…; on two busy cores a whole page can take longer than the library's
// 1 s default to appear (as in the unit tests, tests/unit/setup.ts).
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    // Every story is an accessibility test: an axe violation fails it.
    a11y: { test: 'error' },
    msw: { handlers },
    layout: 'padded',
  },
  decorators: [
    (Story, context) => (
      <AppProviders freshQueryClient>
        <MemoryRouter initialEntries={[(context.parameters.route as string | undefined) ?? '/']}>
          <Story />
        </MemoryRouter>
      </AppProviders>
    ),
  ],
};

export default preview;
