import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResultsTable, type ResultsTableProps } from './ResultsTable';
import { geneColumns, geneRows, hostileRows, kindsColumns, kindsRows, nac001, type GeneRow } from './resultsTableFixtures';

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
    await expect(canvas.getByText('Nov 25, 2026')).toBeVisible();
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
  },
};

export const Selection: Story = {
  args: { rows: geneRows(60), selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT2G01020' }));
    await expect(canvas.getByText('1 of 60 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await expect(canvas.getByText('60 of 60 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Selected' }));
    await expect(canvas.getByText('0 of 60 selected')).toBeVisible();
  },
};

/** A phone: the table scrolls inside its own box and the page itself never scrolls sideways. */
export const Narrow: Story = {
  args: { rows: geneRows(30), selectable: true },
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Search Results - Genes (scrollable table)' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
