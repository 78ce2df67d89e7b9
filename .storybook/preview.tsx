import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AppProviders } from '../src/app/AppProviders';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { isCommonAssetRequest } from 'msw';
import { handlers } from '../mocks/handlers';
import { savedQueryHandlers } from '../mocks/search/savedQueryHandlers';

// Stories find what they wait for with findBy…; on two busy cores a whole page can take longer than the library's
// 1 s default to appear (as in the unit tests, tests/unit/setup.ts).
configure({ asyncUtilTimeout: 5000 });

/**
 * The addon's worker, started with the saved-query handlers as its own: the results and FASTA pages save what they
 * read from local storage, and a story that gives handlers of its own (a refused search, say) replaces the shared
 * list, so without these the save would go past the worker to a server that is not there.
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...savedQueryHandlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (!isCommonAssetRequest(request) && !/sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./.test(request.url)) print.warning();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
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
