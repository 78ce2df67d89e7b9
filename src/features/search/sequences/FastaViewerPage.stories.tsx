import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { GENE_ACTIONS_AT_ONCE_BODY, GENE_ACTIONS_PER_MINUTE_BODY, MEMBER_REFUSAL_BODY } from '../../../../mocks/accessRefusals';
import {
  emptySequencesHandlers,
  failingSequencesHandlers,
  fastaAnswer,
  geneActionsHandlers,
  limitedSequencesHandlers,
  longSequencesHandlers,
  memberRefusedSequencesHandlers,
  pendingSequencesHandlers,
  refusedSequencesHandlers,
} from '../../../../mocks/search/geneActionsHandlers';
import { FastaViewerPage, LOADING_SEQUENCES, NO_REQUEST_KEY, REQUEST_NOT_STORED } from './FastaViewerPage';
import { stubClipboard, refuseClipboardWrites } from '../../../renderers/sequence/clipboardStubs.storySupport';
import { FASTA_COPIED, FASTA_COPY_FAILED, NO_SEQUENCES } from './FastaText';
import { SEQUENCES_FAILED } from './fetchSequences';
import { EXPIRED_QUERY_ID, EXPIRED_QUERY_TEXT, SHARED_SEQUENCES_QUERY_ID } from '../../../../mocks/search/savedQueryHandlers';
import { STORY_REFUSAL, storyRequest, viewerRoute, withoutStoredRequest, withStoredRequest } from './sequences.storySupport';

const meta = {
  title: 'Search/FASTA Viewer',
  component: FastaViewerPage,
  parameters: { route: viewerRoute(), msw: { handlers: geneActionsHandlers } },
  decorators: [withStoredRequest()],
} satisfies Meta<typeof FastaViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sequencesUrl = '*/api/search/sequences';

/** The bodies posted for sequences, recorded by the story that answers them. */
const postedRequests = fn<(body: unknown) => void>();

/** The stored request posted as it is, and its FASTA text shown whole. */
export const Loaded: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(sequencesUrl, async ({ request }) => {
          const body: unknown = await request.json();
          postedRequests(body);
          return fastaAnswer(body);
        }),
      ],
    },
  },
  beforeEach: () => void postedRequests.mockReset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 sequences')).toBeVisible();
    await expect(canvas.getByLabelText('FASTA sequences')).toHaveTextContent('>AT1G01010.1 | araport11_coding');
    await expect(canvas.getByLabelText('FASTA sequences').textContent).toBe(await fastaAnswer(storyRequest).text());
    await expect(postedRequests.mock.calls).toEqual([[storyRequest]]);
  },
};

/** A clipboard the story controls, that accepts every write. */
const clipboardWrites = fn<(text: string) => Promise<void>>();

/** Copy puts the whole FASTA text on the clipboard and says so. */
export const Copied: Story = {
  beforeEach: () => {
    clipboardWrites.mockReset().mockResolvedValue(undefined);
    return stubClipboard(clipboardWrites);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(FASTA_COPIED)).toBeVisible();
    await expect(clipboardWrites).toHaveBeenCalledTimes(1);
    const copied = clipboardWrites.mock.calls[0]![0];
    await expect(copied.startsWith('>AT1G01010.1 | araport11_coding')).toBe(true);
    await expect(copied).toContain('>AT2G03340.1 | araport11_coding');
    await expect(copied).toBe(canvas.getByLabelText('FASTA sequences').textContent);
  },
};

/** The clipboard refuses the copy: the page says so. */
export const CopyRefused: Story = {
  beforeEach: refuseClipboardWrites,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(FASTA_COPY_FAILED)).toBeVisible();
  },
};

/**
 * Download saves the text as sequences_<today>.fasta (the name's date from a fixed clock:
 * fastaDownloadName.test.ts). The browser's download is recorded, not made.
 */
export const Downloaded: Story = {
  beforeEach: () => {
    const createObjectURL = spyOn(URL, 'createObjectURL');
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => {
      createObjectURL.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download' }));
    const click = HTMLAnchorElement.prototype.click as unknown as ReturnType<typeof spyOn>;
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    // Swedish dates read yyyy-mm-dd: today's local date, worked out apart from the page.
    await expect(anchor.download).toBe(`sequences_${new Date().toLocaleDateString('sv-SE')}.fasta`);
    const createObjectURL = URL.createObjectURL as unknown as ReturnType<typeof spyOn>;
    await expect(createObjectURL).toHaveBeenCalledTimes(1);
    await expect(anchor.href).toBe(createObjectURL.mock.results[0]!.value);
    const saved = createObjectURL.mock.calls[0]![0] as Blob;
    await expect(await saved.text()).toBe(canvas.getByLabelText('FASTA sequences').textContent);
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
    await expect(LOADING_SEQUENCES).toBe('Loading ....');
  },
};

export const NothingFound: Story = {
  parameters: { msw: { handlers: emptySequencesHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_SEQUENCES)).toBeVisible();
    await expect(canvas.getByText(NO_SEQUENCES)).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
  },
};

/** The server refused the request and said why. */
export const Refused: Story = {
  parameters: { msw: { handlers: refusedSequencesHandlers(STORY_REFUSAL) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(STORY_REFUSAL);
  },
};

/** The server's sentence in place of the sequences, not the failure's; no text, copy or download. */
const showsRefusal = async (canvasElement: HTMLElement, sentence: string) => {
  const canvas = within(canvasElement);
  const notice = await canvas.findByRole('alert');
  await expect(notice).toHaveTextContent(sentence);
  await expect(notice).not.toHaveTextContent(SEQUENCES_FAILED);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Sequences' })).toBeVisible();
  await expect(canvas.queryByLabelText('FASTA sequences')).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Copy' })).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
};

/** A member with no usage units left (sequences are subscription content): what would open them. */
export const RefusedNoUnits: Story = {
  parameters: { msw: { handlers: memberRefusedSequencesHandlers() } },
  play: async ({ canvasElement }) => showsRefusal(canvasElement, MEMBER_REFUSAL_BODY.error),
};

/** This address already has as many gene actions running or waiting as it may have (other tabs, bulk retrieval). */
export const TooManyAtOnce: Story = {
  parameters: { msw: { handlers: limitedSequencesHandlers(GENE_ACTIONS_AT_ONCE_BODY) } },
  play: async ({ canvasElement }) => showsRefusal(canvasElement, GENE_ACTIONS_AT_ONCE_BODY.message),
};

/** This address sent its minute's worth of gene actions: wait a minute. */
export const TooManyAMinute: Story = {
  parameters: { msw: { handlers: limitedSequencesHandlers(GENE_ACTIONS_PER_MINUTE_BODY) } },
  play: async ({ canvasElement }) => showsRefusal(canvasElement, GENE_ACTIONS_PER_MINUTE_BODY.message),
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingSequencesHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SEQUENCES_FAILED);
  },
};

/** The network fails before the server answers: the same text as a failing server. */
export const NetworkFailed: Story = {
  parameters: { msw: { handlers: [http.post(sequencesUrl, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SEQUENCES_FAILED);
  },
};

/** The address names no request: the page says so without calling the server. */
export const NoKey: Story = {
  parameters: {
    route: '/sequences',
    msw: {
      handlers: [
        http.post(sequencesUrl, () => {
          postedRequests('never');
          return HttpResponse.text('>never');
        }),
      ],
    },
  },
  beforeEach: () => void postedRequests.mockReset(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(NO_REQUEST_KEY);
    await expect(postedRequests).not.toHaveBeenCalled();
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

/** A link from another browser: the key is not stored here, so the request is read from the server by q. */
export const FromSharedLink: Story = {
  parameters: { route: `/sequences?key=searchParams_elsewhere&q=${SHARED_SEQUENCES_QUERY_ID}` },
  decorators: [withoutStoredRequest('searchParams_elsewhere')],
  play: async ({ canvasElement }) => {
    const fasta = await within(canvasElement).findByLabelText('FASTA sequences');
    await expect(fasta).toHaveTextContent('>AT1G01010.1');
    await expect(fasta).toHaveTextContent('>AT1G01060.1');
  },
};

/** A shared link whose saved request has expired says so. */
export const ExpiredLink: Story = {
  parameters: { route: `/sequences?key=searchParams_elsewhere&q=${EXPIRED_QUERY_ID}` },
  decorators: [withoutStoredRequest('searchParams_elsewhere')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(EXPIRED_QUERY_TEXT);
  },
};
