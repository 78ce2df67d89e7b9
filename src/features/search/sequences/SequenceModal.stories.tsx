import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { geneIdListParams, nameSearchParams, storyGeneRows, withCurrentAddress } from '../geneActions/geneActionStorySupport';
import { FIXED_FORMAT_NOTE, QUERY_MATCH_NOTE } from './SequenceFormatField';
import { SequenceModal } from './SequenceModal';

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

/** Transcripts: the format is a choice, but the query was no gene list, so matching it is not. */
export const FormatChoiceOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('radio', { name: 'all gene models / splice forms' })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: 'only the model matching my query' })).toBeDisabled();
    await expect(dialog.getByText(QUERY_MATCH_NOTE)).toBeVisible();
    await expect(dialog.getByLabelText('Upstream/downstream length')).toBeDisabled();
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
    await userEvent.selectOptions(dialog.getByLabelText('Sequence source'), 'araport11_upstream');
    const length = dialog.getByLabelText('Upstream/downstream length');
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
