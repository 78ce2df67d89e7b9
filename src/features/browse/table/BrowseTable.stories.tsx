import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BrowseTable, type BrowseTableProps } from './BrowseTable';
import { familyColumns, manyFamilies, sortFamilies, type FamilyRow } from './browseTableFixtures.storySupport';

/** The table as the transposon families page uses it; stories change only what they are about. */
function Families(props: Partial<BrowseTableProps<FamilyRow>>) {
  return <BrowseTable caption="Transposon Families" state={{ status: 'loaded', rows: sortFamilies }} columns={familyColumns} getRowId={(row) => row.id} {...props} />;
}

const meta = {
  title: 'Browse/BrowseTable',
  component: Families,
} satisfies Meta<typeof Families>;

export default meta;
type Story = StoryObj<typeof meta>;

const sixty = manyFamilies(60);
const details = (row: FamilyRow) => <p>{`${row.name} has ${row.num_elements ?? 'an unknown number of'} elements.`}</p>;

const bodyRows = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('rowgroup')[1]!).getAllByRole('row');
/** The text of one column (by header) in every drawn row. */
function columnText(canvasElement: HTMLElement, header: string): string[] {
  const canvas = within(canvasElement);
  const index = canvas.getAllByRole('columnheader').indexOf(canvas.getByRole('columnheader', { name: header }));
  return bodyRows(canvasElement).map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}
const sortButton = (canvasElement: HTMLElement, header: string) =>
  within(within(canvasElement).getByRole('columnheader', { name: header })).getByRole('button');

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ATCOPIA78' })).toHaveAttribute('href', '/transposonfamily?key=1');
    // Five rows are fewer than the smallest page: no pager.
    await expect(canvas.queryByRole('combobox', { name: 'Results per page:' })).toBeNull();
    // A link is followed by the router, without a page load: its default is prevented. Should it not be, the
    // document's own listener stops the load, so that the failure is reported instead of the frame going away.
    let preventedByTable: boolean | undefined;
    const stopPageLoad = (event: Event) => {
      preventedByTable = event.defaultPrevented;
      event.preventDefault();
    };
    canvasElement.ownerDocument.addEventListener('click', stopPageLoad, { once: true });
    canvas.getByRole('link', { name: 'VANDAL3' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await expect(preventedByTable).toBe(true);
  },
};

/** Sorted by a text column, descending: case does not matter, and empty values stay last both ways (002 §2.2). */
export const SortedByText: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: 'Super Family' });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(sortButton(canvasElement, 'Super Family'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnText(canvasElement, 'Super Family')).toEqual(['dna/En-Spm', 'DNA/MuDR', 'LTR/Copia', 'LTR/Gypsy', '']);
    await userEvent.click(sortButton(canvasElement, 'Super Family'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(columnText(canvasElement, 'Super Family')).toEqual(['LTR/Gypsy', 'LTR/Copia', 'DNA/MuDR', 'dna/En-Spm', '']);
  },
};

/** Sorted by a number column, descending: numbers in numeric order, empty last, one sorted column at a time. */
export const SortedByNumber: Story = {
  play: async ({ canvasElement }) => {
    const column = 'Number of Transposable Elements';
    await userEvent.click(sortButton(canvasElement, 'Family Name'));
    await userEvent.click(sortButton(canvasElement, column));
    await expect(columnText(canvasElement, column)).toEqual(['9', '10', '100', '1,000', '']);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Family Name' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(sortButton(canvasElement, column));
    await expect(columnText(canvasElement, column)).toEqual(['1,000', '100', '10', '9', '']);
  },
};

/** Sorted from the keyboard: Enter on a header's button. */
export const SortedFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    sortButton(canvasElement, 'Family Name').focus();
    await userEvent.keyboard('{Enter}');
    await expect(columnText(canvasElement, 'Family Name')).toEqual(['ATCOPIA78', 'ATENSPM3', 'atgp1', 'Athila2', 'VANDAL3']);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('columnheader', { name: 'Family Name' })).toBeVisible();
    // Nothing to sort yet.
    await expect(within(canvas.getByRole('columnheader', { name: 'Family Name' })).queryByRole('button')).toBeNull();
  },
};

/** 002 §8: a failed browse search shows the table's error state, and loading stops. */
export const Failed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded. Please try again later.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};

/** Sixty rows, 25 a page: the pager moves through them, and a new page size returns to page 1. */
export const Paged: Story = {
  args: { state: { status: 'loaded', rows: sixty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'FAMILY026' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(canvas.getByText('51–60 of 60')).toBeVisible();
    await expect(columnText(canvasElement, 'Family Name')[0]).toBe('FAMILY051');
    // A sort returns to page 1.
    await userEvent.click(sortButton(canvasElement, 'Family Name'));
    await userEvent.click(sortButton(canvasElement, 'Family Name'));
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    await expect(columnText(canvasElement, 'Family Name')[0]).toBe('FAMILY060');
    // So does a new page size.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Results per page:' }), '50');
    await expect(canvas.getByText('1–50 of 60')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(50);
  },
};

/** Sixty rows, sorted and on page 2, replaced by thirty others (as a letter filter does). */
function FamiliesReplaced() {
  const [rows, setRows] = useState(sixty);
  return (
    <>
      <button type="button" onClick={() => setRows(manyFamilies(30).reverse())}>
        Show 30 other families
      </button>
      <Families state={{ status: 'loaded', rows }} />
    </>
  );
}

/** New rows start on page 1 in the order given, without the old sort. */
export const NewRowsFromPageOne: Story = {
  render: () => <FamiliesReplaced />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(sortButton(canvasElement, 'Family Name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 30 other families' }));
    await expect(canvas.getByText('1–25 of 30')).toBeVisible();
    await expect(columnText(canvasElement, 'Family Name')[0]).toBe('FAMILY030');
    await expect(canvas.getByRole('columnheader', { name: 'Family Name' })).not.toHaveAttribute('aria-sort');
  },
};

/** A page whose own size (350) is not a browse choice: it is the default and among the choices. */
export const OwnPageSize: Story = {
  args: { state: { status: 'loaded', rows: manyFamilies(400) }, pageSize: 350 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–350 of 400')).toBeVisible();
    const options = [...canvas.getByRole('combobox', { name: 'Results per page:' }).querySelectorAll('option')].map((option) => option.value);
    await expect(options).toEqual(['25', '50', '100', '250', '350']);
  },
};

/** Numbered rows with details that open and close (the recent literature table). */
export const NumberedWithDetails: Story = {
  args: { numbered: true, details },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Details of ATCOPIA78' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(canvas.getByText('ATCOPIA78 has 10 elements.')).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(open);
    // Rows are numbered by their place in the sorted list.
    await userEvent.click(sortButton(canvasElement, 'Family Name'));
    await userEvent.click(sortButton(canvasElement, 'Family Name'));
    await expect(columnText(canvasElement, '#')).toEqual(['1', '2', '3', '4', '5']);
    await expect(columnText(canvasElement, 'Family Name')[0]).toBe('VANDAL3');
    await userEvent.click(canvas.getByRole('button', { name: 'Details of VANDAL3' }));
    await expect(canvas.getByText('VANDAL3 has an unknown number of elements.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Details of VANDAL3' }));
    await expect(canvas.queryByText('VANDAL3 has an unknown number of elements.')).toBeNull();
  },
};
