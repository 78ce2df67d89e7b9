import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BrowseTable, type BrowseTableProps } from './BrowseTable';
import { familyColumns, manyFamilies, sortFamilies, type FamilyRow } from './browseTableFixtures';

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

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ATCOPIA78' })).toHaveAttribute('href', '/transposonfamily?key=1');
    // Five rows are fewer than the smallest page: no pager.
    await expect(canvas.queryByRole('combobox', { name: 'Results per page:' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('columnheader', { name: 'Family Name' })).toBeVisible();
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
    const open = canvas.getByRole('button', { name: 'Show details of ATCOPIA78' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(canvas.getByText('ATCOPIA78 has 10 elements.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide details of ATCOPIA78' })).toHaveAttribute('aria-expanded', 'true');
  },
};
