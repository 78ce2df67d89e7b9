import type { Meta, StoryObj } from '@storybook/react-vite';
import { onAPhone, printedFromAPhone } from '../../../../ui/table/phoneViewport.storySupport';
import { expect, userEvent, within } from 'storybook/test';
import { ResultsTable, type ResultsTableProps } from './ResultsTable';
import { geneColumns, geneRows, nac001, type GeneRow } from './resultsTableFixtures.testSupport';

/** The gene results as the results page shows them on a phone. */
function GeneResultsOnAPhone(props: Partial<ResultsTableProps<GeneRow>>) {
  return <ResultsTable rows={geneRows(30)} columns={geneColumns} getRowId={(row) => row.id} caption="Search Results - Genes" selectable {...props} />;
}

const meta = {
  title: 'Search/Results/ResultsTable/Phone',
  component: GeneResultsOnAPhone,
  ...onAPhone,
} satisfies Meta<typeof GeneResultsOnAPhone>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Search Results - Genes' })).getAllByRole('listitem');

/** One card per row of the page (25), the locus first, then its name and description; selection works on a card. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await cardsOf(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(cards).toHaveLength(25);
    const first = cards[0]!;
    const terms = within(first).getAllByRole('term').map((term) => term.textContent);
    await expect(terms[0]).toBe('Locus');
    await expect(terms.indexOf('Description')).toBeLessThan(terms.indexOf('Gene Model Type'));
    await expect(within(first).getAllByRole('definition')[0]!.querySelector('a')).toHaveAttribute('href', expect.stringMatching(/^\/locus\?key=/));
    const checkbox = within(first).getByRole('checkbox', { name: /^Select / });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByText('1 of 30 selected')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** The column sorts of the headers, from a 'Sort by' select; the pager pages the cards. */
export const SortedOnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsOf(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Locus, descending');
    const firstLocus = (await cardsOf(canvasElement))[0]!.querySelector('dd a')?.textContent;
    await expect(firstLocus).toBe([...geneRows(30)].map((row) => row.gene_name).sort().at(-1));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(await cardsOf(canvasElement)).toHaveLength(5);
  },
};

/**
 * A card shows only the columns the reader keeps (the Columns menu), and a long list folds to '+N more' on a card
 * as in the table, opening in place.
 */
export const KeptColumnsAndLongLists: Story = {
  args: {
    rows: [{ ...nac001, other_names: ['NAC001', 'ANAC001', 'NTL10', 'Arabidopsis NAC domain containing protein 1', 'T25K16.1', 'T25K16_1'] }],
    hiddenColumns: new Set(['chromosome', 'gene_model_type']),
  },
  play: async ({ canvasElement }) => {
    const card = (await cardsOf(canvasElement))[0]!;
    await expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Locus', 'Other Names', 'Description', 'Start']);
    const more = within(card).getByRole('button', { name: 'Show 4 more other names' });
    await expect(more).toHaveTextContent('+4 more');
    await userEvent.click(more);
    await expect(within(card).getByRole('button', { name: 'Show fewer other names' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(card).getByText(/T25K16_1/)).toBeVisible();
  },
};

/** Printed from a phone: paper is wide enough, so the results print as the table, not as cards. */
export const PrintedFromAPhone: Story = printedFromAPhone('Search Results - Genes');
