import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef, useState } from 'react';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ResultsTable, type ResultsTableHandle, type ResultsTableProps } from './ResultsTable';
import { geneColumns, geneRows, hostileRows, kindsColumns, kindsRows, nac001, type GeneRow } from './resultsTableFixtures.testSupport';

/** The table as the gene results page uses it; stories change only what they are about. */
function GeneResults(props: Partial<ResultsTableProps<GeneRow>>) {
  return <ResultsTable rows={[nac001]} columns={geneColumns} getRowId={(row) => row.id} caption="Search Results - Genes" {...props} />;
}

const meta = {
  title: 'Search/Results/ResultsTable',
  component: GeneResults,
} satisfies Meta<typeof GeneResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const tenThousand = geneRows(10_000);
const bodyRows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody tr[aria-rowindex]')];

/** The text of one column (by header) in every drawn row. */
function columnText(canvasElement: HTMLElement, header: string): string[] {
  const canvas = within(canvasElement);
  const index = canvas.getAllByRole('columnheader').indexOf(canvas.getByRole('columnheader', { name: header }));
  return bodyRows(canvasElement).map((row) => within(row as HTMLElement).getAllByRole('cell')[index]?.textContent ?? '');
}
const sortButton = (canvasElement: HTMLElement, header: string) =>
  within(within(canvasElement).getByRole('columnheader', { name: header })).getByRole('button');
const pageSizeSelect = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Results per page:' });
const geneBoxes = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('checkbox', { name: /^Select AT/ }) as HTMLInputElement[];

/** Five genes with the values a sort must get right: mixed case, empty lists and positions, numbers that sort wrong as text. */
const named = (other: string[], start: number | null, id: string): GeneRow => ({ ...nac001, id, gene_name: `AT1G0${id}`, other_names: other, start });
const sortRows = [named(['beta'], 10, '1'), named(['Alpha'], null, '2'), named([], 9, '3'), named(['gamma'], 100, '4'), named(['ALPHA2'], 1000, '5')];

export const OneRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(canvas.getByText('1–1 of 1')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
    // One empty row with the empty text.
    await expect(within(canvasElement).getByRole('cell', { name: 'No data available' })).toBeVisible();
    await expect(within(canvasElement).getByText('0–0 of 0')).toBeVisible();
  },
};

/** Sorted by a text column, descending: case does not matter, and empty values stay last both ways. */
export const SortedByText: Story = {
  args: { rows: sortRows },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: 'Other Names' });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnText(canvasElement, 'Other Names')).toEqual(['Alpha', 'ALPHA2', 'beta', 'gamma', '']);
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(columnText(canvasElement, 'Other Names')).toEqual(['gamma', 'beta', 'ALPHA2', 'Alpha', '']);
  },
};

/** Sorted by a number column, descending: numeric order, empty values last both ways. */
export const SortedByNumber: Story = {
  args: { rows: sortRows },
  play: async ({ canvasElement }) => {
    await userEvent.click(sortButton(canvasElement, 'Start'));
    await expect(columnText(canvasElement, 'Start')).toEqual(['9', '10', '100', '1,000', '']);
    await userEvent.click(sortButton(canvasElement, 'Start'));
    await expect(columnText(canvasElement, 'Start')).toEqual(['1,000', '100', '10', '9', '']);
  },
};

/** Sorted from the keyboard: the header is a focusable button, Enter and Space sort. */
export const SortedFromKeyboard: Story = {
  args: { rows: sortRows },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: 'Locus' });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Sixty genes, 25 a page: the pager's choices, rows numbered across pages, and a sort returns to page 1. */
export const SixtyRows: Story = {
  args: { rows: geneRows(60) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(within(pageSizeSelect(canvasElement)).getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '100', '250']);
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(canvas.getByText('51–60 of 60')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(columnText(canvasElement, 'Row number')[0]).toBe('51');
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '52');
    await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    // A new order returns to page 1, numbered by place in the sorted result.
    await userEvent.click(sortButton(canvasElement, 'Locus'));
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    await expect(columnText(canvasElement, 'Row number').slice(0, 3)).toEqual(['1', '2', '3']);
    await expect(columnText(canvasElement, 'Locus').slice(0, 3)).toEqual(['AT1G01010', 'AT1G01060', 'AT1G01110']);
  },
};

/** On page 3 of 130, a new page size returns to page 1. */
export const PageSizeChanged: Story = {
  args: { rows: geneRows(130) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('51–75 of 130')).toBeVisible();
    await userEvent.selectOptions(pageSizeSelect(canvasElement), '50');
    await expect(canvas.getByText('1–50 of 130')).toBeVisible();
    await expect(columnText(canvasElement, 'Row number')[0]).toBe('1');
  },
};

/** Back to Top scrolls the window to the top of the page. */
export const BackToTop: Story = {
  beforeEach: () => {
    const scrollTo = spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    return () => scrollTo.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to Top' }));
    await expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  },
};

/** The table beside a button that gives it a new result, as a new search does. */
function NewResult() {
  const [rows, setRows] = useState(() => geneRows(60));
  return (
    <>
      <button type="button" onClick={() => setRows(geneRows(70))}>
        Show a new result of 70 genes
      </button>
      <GeneResults rows={rows} />
    </>
  );
}

/** A new result starts on its first page. */
export const NewResultFromPageOne: Story = {
  render: () => <NewResult />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show a new result of 70 genes' }));
    await expect(canvas.getByText('1–25 of 70')).toBeVisible();
  },
};

/** Ten thousand genes: sorting stays quick, and 250 per page draws only the rows near the viewport. */
export const TenThousandRows: Story = {
  args: { rows: tenThousand, selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Results per page:' }), '250');
    await expect(canvas.getByText('1–250 of 10,000')).toBeVisible();
    await expect(bodyRows(canvasElement).length).toBeLessThan(250);
    // Choosing in the pager scrolled the window down to it; at the top the window starts at the first row.
    window.scrollTo(0, 0);
    await waitFor(() => expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '2'));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('AT1G01010');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(canvasElement.querySelector('tbody tr[aria-rowindex="251"]')).not.toBeNull());
    window.scrollTo(0, 0);
  },
};

export const EachCellKind: Story = {
  render: () => <ResultsTable rows={kindsRows} columns={kindsColumns} getRowId={(row) => row.id} caption="Search Results - Germplasms" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'SALK_059567' })).toHaveAttribute('href', '/germplasm?key=6530298709');
    await expect(canvas.getByText('flc-3, SALK_059567C')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AT5G10140.2' })).toHaveAttribute('href', '/gene?key=1000431');
    await expect(canvas.getByRole('link', { name: 'AT1G01060' })).toHaveAttribute('href', '/locus?key=2000059');
    await expect(canvas.getByRole('link', { name: 'AT5G10140.1' })).toHaveAttribute('href', '/gene?key=1000430');
    await expect(canvas.getByText('Nov 25, 2026')).toBeVisible();
    await expect(canvas.getByText('Nov 25, 2026')).toHaveAttribute('dateTime', '2026-11-25');
    await expect(canvas.getByText('Feb 7, 2003')).toBeVisible();
    await expect(canvas.getByText('12,345.5')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'FLC' })).toHaveAttribute('href', '/locus?key=2179864'));
  },
};

export const HostileHtml: Story = {
  args: { rows: hostileRows },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('tbody');
    await waitFor(() => expect(body?.querySelectorAll('[data-sanitized]')).toHaveLength(3));
    // The sort arrows and checkboxes are svg too: look only at the cells' HTML.
    await expect(body?.querySelector('script, svg:not(.MuiSvgIcon-root), iframe, [onerror], [onload], a[href^="javascript"]')).toBeNull();
    await expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
    // What is harmless stays.
    await expect(within(body!).getByText('NAC001').tagName).toBe('B');
    await expect(within(body!).getByRole('img', { name: 'LHY figure' })).toBeInTheDocument();
  },
};

export const Selection: Story = {
  args: { rows: geneRows(60), selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 001 §2.3: no sorting on the description, nor on # and the checkboxes.
    await expect(within(canvas.getByRole('columnheader', { name: 'Description' })).queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('columnheader', { name: 'Row number' })).queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('columnheader', { name: 'Locus' })).getByRole('button')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT2G01020' }));
    await expect(canvas.getByText('1 of 60 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await expect(canvas.getByText('60 of 60 selected')).toBeVisible();
    // Seen on another page too.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(geneBoxes(canvasElement).every((box) => box.checked)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Selected' }));
    await expect(canvas.getByText('0 of 60 selected')).toBeVisible();
    await expect(geneBoxes(canvasElement).some((box) => box.checked)).toBe(false);
  },
};

/** Each checkbox is named after its row; the count covers every page. */
export const SelectedAcrossPages: Story = {
  args: { rows: geneRows(60), selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT1G01010' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT1G01260' }));
    await expect(canvas.getByText('2 of 60 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to previous page' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select AT1G01010' })).toBeChecked();
  },
};

/** The header checkbox selects the shown page only. */
export const PageSelectedFromHeader: Story = {
  args: { rows: geneRows(60), selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByText('25 of 60 selected')).toBeVisible();
  },
};

/** A selection kept by the page around the table: Select All hands it every row id of the result, not the page's. */
export const SelectAllHandedToThePage: Story = {
  args: { rows: geneRows(60), selectable: true, selectedIds: new Set<string>(), onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Select All' }));
    const selected = mocked(args.onSelectionChange!).mock.lastCall?.[0];
    await expect(selected?.size).toBe(60);
    await expect(selected?.has('2200059')).toBe(true);
  },
};

/** The page's selection holds an id of an earlier result: only this result's ids are counted. */
export const SelectionFromAnEarlierResult: Story = {
  args: { rows: geneRows(60), selectable: true, selectedIds: new Set(['2200000', 'an-earlier-result']), onSelectionChange: () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 60 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select AT1G01010' })).toBeChecked();
  },
};

const tableHandle = createRef<ResultsTableHandle<GeneRow>>();

/** The page around the table reads the sorted rows, and the selected ones in on-screen order, from its handle. */
export const RowsHandedToThePage: Story = {
  args: { rows: sortRows, selectable: true, handleRef: tableHandle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(sortButton(canvasElement, 'Start'));
    await userEvent.click(sortButton(canvasElement, 'Start'));
    await expect(tableHandle.current?.sortedRows().map((row) => row.start)).toEqual([1000, 100, 10, 9, null]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT1G01' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT1G05' }));
    await expect(tableHandle.current?.selectedRows().map((row) => row.id)).toEqual(['5', '1']);
  },
};

/**
 * A long list shows its first names and '+N more', which shows the rest in place and folds them again; a short
 * list shows whole, with no button (a row stays about three lines tall).
 */
export const LongListFolded: Story = {
  args: {
    rows: [
      { ...nac001, other_names: ['NAC001', 'ANAC001', 'NTL10', 'Arabidopsis NAC domain containing protein 1', 'T25K16.1', 'T25K16_1'] },
      { ...nac001, id: '2', gene_name: 'AT1G01060', other_names: ['LHY', 'LHY1'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Show 4 more other names' });
    await expect(more).toHaveTextContent('+4 more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(columnText(canvasElement, 'Other Names')).toEqual(['NAC001, ANAC001 +4 more', 'LHY, LHY1']);

    // From the keyboard: the button is reached with Tab and opens with Enter, keeping the focus.
    more.focus();
    await userEvent.keyboard('{Enter}');
    const fewer = canvas.getByRole('button', { name: 'Show fewer other names' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await expect(fewer).toHaveFocus();
    await expect(columnText(canvasElement, 'Other Names')[0]).toBe('NAC001, ANAC001, NTL10, Arabidopsis NAC domain containing protein 1, T25K16.1, T25K16_1 Show fewer');

    await userEvent.click(fewer);
    await expect(canvas.getByRole('button', { name: 'Show 4 more other names' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The columns the reader hid are not drawn; the others keep their order. */
export const ColumnsHidden: Story = {
  args: { hiddenColumns: new Set(['other_names', 'chromosome']) },
  play: async ({ canvasElement }) => {
    const headers = within(canvasElement).getAllByRole('columnheader').slice(1).map((header) => header.textContent);
    await expect(headers).toEqual(['Locus', 'Description', 'Gene Model Type', 'Start']);
    await expect(within(bodyRows(canvasElement)[0] as HTMLElement).getAllByRole('cell')).toHaveLength(5);
  },
};
