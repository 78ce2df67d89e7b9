import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { STORED_PARAMS_PREFIX } from '../geneActions/storedSearchParams';
import { geneIdListParams, nameSearchParams, storyGeneRows, withCurrentAddress } from '../geneActions/geneActions.storySupport';
import { FIXED_FORMAT_NOTE, QUERY_MATCH_NOTE } from './SequenceFormatField';
import { SequenceModal, STORAGE_REFUSED_TEXT } from './SequenceModal';

const meta = {
  title: 'Search/Sequence Modal',
  component: SequenceModal,
  parameters: { route: '/results?mainType=detail&category=genes&key=searchParams_1767225600000' },
  decorators: [withCurrentAddress],
  args: { open: true, onClose: fn(), rows: storyGeneRows.slice(0, 3), totalRows: storyGeneRows.length, queryParams: nameSearchParams },
} satisfies Meta<typeof SequenceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening fade has finished (until then its contents are transparent). */
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Get Sequences' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (option) => option.textContent);

const PER_MODEL_DATASETS = ['araport11_transcript', 'araport11_coding', 'araport11_protein', 'araport11_genomic_locus', 'tair10_coding', 'tair10_protein'];
const PER_LOCUS_DATASETS = ['araport11_genomic_gene_model', 'araport11_upstream', 'araport11_downstream', 'araport11_intergenic', 'araport11_intron', 'araport11_3utr', 'araport11_5utr'];

/**
 * Stands in for window.open, answering with a tab (or null: the browser blocked it), and watches what is stored for
 * the viewer. Other stories share the local storage, so a story reads what it stored from its own calls.
 */
const openingTabs =
  (tab: WindowProxy | null = {} as WindowProxy) =>
  () => {
    const open = spyOn(window, 'open').mockReturnValue(tab);
    const setItem = spyOn(Storage.prototype, 'setItem');
    return () => {
      open.mockRestore();
      setItem.mockRestore();
    };
  };
const storedRequests = () => mocked(Storage.prototype.setItem).mock.calls.filter(([key]) => key.startsWith(STORED_PARAMS_PREFIX));

/** The request stored under the key of the viewer address the modal opened. */
function openedRequest() {
  const url = new URL(String(mocked(window.open).mock.calls.at(-1)?.[0]), 'http://portal.test');
  const key = url.searchParams.get('key') ?? '';
  return { url, key, request: JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown };
}

/** Transcripts: the format is a choice, but the query was no gene list, so matching it is not. */
export const FormatChoiceOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const sources = optionTexts(dialog.getByLabelText('Sequence source'));
    await expect(sources).toHaveLength(13);
    await expect(sources).toContain("Araport11 3' UTRs");
    await expect(optionTexts(dialog.getByLabelText('Upstream/downstream length'))).toEqual(['500 bp', '1000 bp', '3000 bp']);
    await expect(dialog.getByRole('radio', { name: 'all gene models / splice forms' })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: 'only the model matching my query' })).toBeDisabled();
    await expect(dialog.getByText(QUERY_MATCH_NOTE)).toBeVisible();
    await expect(dialog.getByLabelText('Upstream/downstream length')).toBeDisabled();
  },
};

/** Every source with one sequence per gene model lets the user choose the format. */
export const FormatChoiceForEveryModelSource: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    for (const dataset of PER_MODEL_DATASETS) {
      await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), dataset);
      await expect(dialog.getByRole('radio', { name: 'all gene models / splice forms' })).toBeEnabled();
      await expect(dialog.queryByText(FIXED_FORMAT_NOTE)).toBeNull();
    }
  },
};

/** Every source with one sequence per locus fixes the format, even after a gene list and a choice of all models. */
export const FormatFixedForEveryLocusSource: Story = {
  args: { queryParams: geneIdListParams },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'all gene models / splice forms' }));
    for (const dataset of PER_LOCUS_DATASETS) {
      await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), dataset);
      await expect(dialog.getByRole('radio', { name: /^one per locus/ })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: 'all gene models / splice forms' })).toBeDisabled();
      await expect(dialog.getByRole('radio', { name: 'only the model matching my query' })).toBeDisabled();
      await expect(dialog.getByText(FIXED_FORMAT_NOTE)).toBeVisible();
    }
  },
};

/** Introns come one set per locus: the format is fixed. */
export const FormatFixed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_intron');
    await expect(dialog.getByRole('radio', { name: /^one per locus/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'all gene models / splice forms' })).toBeDisabled();
    await expect(dialog.getByText(FIXED_FORMAT_NOTE)).toBeVisible();
  },
};

/** Upstream sequences: the length applies, the format is fixed. */
export const UpstreamLength: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const length = dialog.getByLabelText('Upstream/downstream length');
    // The length applies only to upstream and downstream sequences.
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_downstream');
    await expect(length).toBeEnabled();
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_intergenic');
    await expect(length).toBeDisabled();
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_upstream');
    await expect(length).toBeEnabled();
    await userEvent.selectOptions(length, '3000');
    await expect(length).toHaveValue('3000');
  },
};

/** After a search by a list of AGI gene IDs, the query's own models may be asked for. */
export const QueryMatchAvailable: Story = {
  args: { queryParams: geneIdListParams },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const queryMatch = dialog.getByRole('radio', { name: 'only the model matching my query' });
    await expect(queryMatch).toBeEnabled();
    await userEvent.click(queryMatch);
    await expect(queryMatch).toBeChecked();
  },
};

/** All protein models asked for: the request is stored and the FASTA viewer opens in a new tab, closing the modal. */
export const SequencesOpened: Story = {
  args: { onClose: fn() },
  beforeEach: openingTabs(),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_protein');
    await userEvent.click(dialog.getByRole('radio', { name: 'all gene models / splice forms' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    await expect(window.open).toHaveBeenCalledTimes(1);
    await expect(mocked(window.open).mock.calls[0]?.[1]).toBe('_blank');
    const { url, key, request } = openedRequest();
    await expect(url.pathname).toBe('/sequences');
    await expect(key).toMatch(/^searchParams_\d+$/);
    await expect(request).toEqual({ locusIds: ['AT1G01010', 'AT1G01020', 'AT1G01030'], dataset: 'araport11_protein', format: 'all_models' });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Upstream sequences of 3000 bp asked for: the request carries the length. */
export const UpstreamRequested: Story = {
  beforeEach: openingTabs(),
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_upstream');
    await userEvent.selectOptions(dialog.getByLabelText('Upstream/downstream length'), '3000');
    await userEvent.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    await expect(openedRequest().request).toEqual({
      locusIds: ['AT1G01010', 'AT1G01020', 'AT1G01030'],
      dataset: 'araport11_upstream',
      format: 'one_per_locus',
      flank: 3000,
    });
  },
};

/** 'Only the model matching my query' asked for: the request names the listed gene models of the selected loci. */
export const QueryMatchRequested: Story = {
  args: { queryParams: geneIdListParams },
  beforeEach: openingTabs(),
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_coding');
    await userEvent.click(dialog.getByRole('radio', { name: 'only the model matching my query' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    // AT1G01030 was listed without a model number, so it has no model of its own in the query.
    await expect(openedRequest().request).toEqual({ geneIds: ['AT1G01010.1', 'AT1G01020.2'], dataset: 'araport11_coding', format: 'query_match' });
  },
};

/** The browser blocked the new tab: the viewer opens in this one. */
export const NewTabBlocked: Story = {
  beforeEach: openingTabs(null),
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    const address = () => within(canvasElement).getByRole('status', { name: 'Current address', hidden: true }).textContent ?? '';
    await waitFor(() => expect(address()).toMatch(/^\/sequences\?key=searchParams_\d+$/));
  },
};

/** The browser refused to store the request: the modal says so, stays open, and opens nothing. */
export const StorageRefused: Story = {
  args: { onClose: fn() },
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue({} as WindowProxy);
    const setItem = spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    return () => {
      open.mockRestore();
      setItem.mockRestore();
    };
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Get Sequences' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(STORAGE_REFUSED_TEXT);
    await expect(window.open).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel closes the modal without storing or opening anything. */
export const Cancelled: Story = {
  args: { onClose: fn() },
  beforeEach: openingTabs(),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(window.open).not.toHaveBeenCalled();
    await expect(storedRequests()).toEqual([]);
  },
};
