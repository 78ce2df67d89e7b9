import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  emptySequencesHandlers,
  failingSequencesHandlers,
  geneActionsHandlers,
  longSequencesHandlers,
  pendingSequencesHandlers,
  refusedSequencesHandlers,
} from '../../../../mocks/search/geneActionsHandlers';
import { FastaViewerPage, LOADING_SEQUENCES, NO_REQUEST_KEY, REQUEST_NOT_STORED } from './FastaViewerPage';
import { NO_SEQUENCES } from './FastaText';
import { SEQUENCES_FAILED } from './fetchSequences';
import { STORY_REFUSAL, viewerRoute, withoutStoredRequest, withStoredRequest } from './sequenceStorySupport';

const meta = {
  title: 'Search/FASTA Viewer',
  component: FastaViewerPage,
  parameters: { route: viewerRoute(), msw: { handlers: geneActionsHandlers } },
  decorators: [withStoredRequest()],
} satisfies Meta<typeof FastaViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 sequences')).toBeVisible();
    await expect(canvas.getByLabelText('FASTA sequences')).toHaveTextContent('>AT1G01010.1 | araport11_coding');
  },
};

/** Thousands of lines: the block scrolls sideways, never the page. */
export const Long: Story = {
  parameters: { msw: { handlers: longSequencesHandlers() } },
  decorators: [
    withStoredRequest({
      locusIds: Array.from({ length: 40 }, (_, index) => `AT1G${String(index * 10 + 10).padStart(5, '0')}`),
      dataset: 'araport11_genomic_locus',
      format: 'all_models',
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('80 sequences')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingSequencesHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(LOADING_SEQUENCES);
  },
};

export const NothingFound: Story = {
  parameters: { msw: { handlers: emptySequencesHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_SEQUENCES)).toBeVisible();
  },
};

/** The server refused the request and said why. */
export const Refused: Story = {
  parameters: { msw: { handlers: refusedSequencesHandlers(STORY_REFUSAL) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STORY_REFUSAL);
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingSequencesHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SEQUENCES_FAILED);
  },
};

export const NoKey: Story = {
  parameters: { route: '/sequences' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(NO_REQUEST_KEY);
  },
};

/** The key names a request this browser no longer holds (another browser, or cleared storage). */
export const NotStored: Story = {
  parameters: { route: viewerRoute('searchParams_1') },
  decorators: [withoutStoredRequest('searchParams_1')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(REQUEST_NOT_STORED);
  },
};
