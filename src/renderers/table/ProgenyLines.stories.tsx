import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import germplasm from '../../../sections/germplasm';
import type { FieldOfKind } from '../../engine/config/format';
import { DataTable } from './DataTable';

// The germplasm page's 'Progeny Lines' table as its config declares it, over a population's 1,000 lines (the
// most the page shows, 002 §9) — the long table that gets a filter box.
const progenyField = germplasm.sections
  .flatMap((section) => section.fields)
  .find((field): field is FieldOfKind<'table'> => field.kind === 'table' && field.label === 'Progeny Lines')!;

const progenyLines = Array.from({ length: 1000 }, (_, index) => ({
  name: `Col-0 EMS line ${String(index + 1).padStart(4, '0')}`,
  tairObjectId: 4700001 + index,
}));

const meta = {
  title: 'Renderers/DataTable/Progeny lines',
  component: DataTable,
  args: { recordType: 'germplasm', sectionId: 'pedigree', record: { name: 'Col-0 EMS population' }, field: progenyField, value: progenyLines },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const filterBox = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('searchbox', { name: 'Filter progeny lines' });
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const firstCells = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** 1,000 lines: the filter box says how many there are; the table pages through them ten at a time. */
export const Unfiltered: Story = {
  play: async ({ canvasElement }) => {
    await filterBox(canvasElement);
    await expect(status(canvasElement)).toHaveTextContent('1,000 progeny lines');
    await expect(within(canvasElement).getByText('1–10 of 1,000')).toBeVisible();
  },
};

/** Filtered to 'ems LINE 01' (any case): lines 0100 to 0199 match, and the pager counts only them. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await filterBox(canvasElement), 'ems LINE 01');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('100 of 1,000 progeny lines match'));
    await expect(within(canvasElement).getByText('1–10 of 100')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Col-0 EMS line 0100' })).toHaveAttribute('href', '/germplasm?key=4700100');
    await expect(firstCells(canvasElement)[0]).toBe('Col-0 EMS line 0100');
  },
};

/** Filtered from the last page: the table starts again at page 1 of the matching lines. */
export const FilteredFromLastPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = await filterBox(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(canvas.getByText('991–1,000 of 1,000')).toBeVisible();
    await userEvent.type(filter, '09');
    await waitFor(() => expect(canvas.getByText(/^1–10 of /)).toBeVisible());
    await expect(firstCells(canvasElement)[0]).toBe('Col-0 EMS line 0009');
  },
};

/** Nothing matches: the status line says so, and no empty table is left under it. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await filterBox(canvasElement), 'xyz');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('No progeny lines match "xyz"'));
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A filter typed and then cleared: every line shows again. */
export const FilterCleared: Story = {
  play: async ({ canvasElement }) => {
    const filter = await filterBox(canvasElement);
    await userEvent.type(filter, 'xyz');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('No progeny lines match "xyz"'));
    await userEvent.clear(filter);
    await expect(status(canvasElement)).toHaveTextContent('1,000 progeny lines');
    await expect(within(canvasElement).getByText('1–10 of 1,000')).toBeVisible();
  },
};

/** Sorted Z to A by the sortable 'Germplasm' header: the last line comes first. */
export const SortedDescending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await filterBox(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Germplasm' });
    await userEvent.click(within(header).getByRole('button', { name: 'Germplasm' }));
    await userEvent.click(within(header).getByRole('button', { name: 'Germplasm' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Col-0 EMS line 1000');
  },
};

/** Sorted Z to A, then filtered to '099': the matching lines keep that order. */
export const FilteredWhileSorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = await filterBox(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Germplasm' });
    await userEvent.click(within(header).getByRole('button', { name: 'Germplasm' }));
    await userEvent.click(within(header).getByRole('button', { name: 'Germplasm' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.type(filter, '099');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('11 of 1,000 progeny lines match'));
    await expect(firstCells(canvasElement).slice(0, 3)).toEqual(['Col-0 EMS line 0999', 'Col-0 EMS line 0998', 'Col-0 EMS line 0997']);
  },
};

/** On a 375 px phone the filter, its count, the table and the pager fit without sideways scrolling. */
export const Phone: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.type(await filterBox(canvasElement), '099');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('11 of 1,000 progeny lines match'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
