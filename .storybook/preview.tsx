import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AppProviders } from '../src/app/AppProviders';
import { MemoryRouter } from 'react-router';
import { handlers } from '../mocks/handlers';

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
