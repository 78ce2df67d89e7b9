import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Germplasm',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/germplasm?key=4690012' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const GERMPLASM_SECTIONS = ['Summary', 'Stocks', 'Pedigree'];
const NO_STOCK_TEXT = 'Search at the stock centers or contact an author of publication(s) describing this line.';

/** lfy-12: an available stock (so an order link), its allele, an image, a phenotype and a publication. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Germplasm: lfy-12/ }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Germplasm: lfy-12'));
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(GERMPLASM_SECTIONS);
    await expect(canvas.getByRole('link', { name: 'Order from ABRC' })).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/CS6229');
    await expect(canvas.queryByText(NO_STOCK_TEXT)).not.toBeInTheDocument();
    const polymorphisms = canvas.getByRole('table', { name: 'Polymorphisms' });
    await expect(within(polymorphisms).getByRole('link', { name: 'lfy-12' })).toHaveAttribute('href', '/polyallele?key=4500902');
    await expect(canvas.getByRole('link', { name: 'Columbia' })).toHaveAttribute('href', '/ecotype?key=90');
    await expect(canvas.getByRole('link', { name: 'Image 9501' })).toHaveAttribute('target', '_blank');
    const parents = canvas.getByRole('table', { name: 'Parent Lines' });
    await expect(within(parents).getByRole('link', { name: 'Col-0' })).toHaveAttribute('href', '/germplasm?key=4690001');
    await expect(canvas.getByText('No Progeny Lines available')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/germplasm?key=9999920' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Germplasm: EMPTY-LINE/ }, { timeout: 15_000 })).toBeVisible();
    for (const text of [
      'No Accessions available',
      'No Other Names available',
      'No polymorphisms available',
      'No constructs available',
      'No images available',
      'No phenotypes available',
      'No publications available',
      'No Annotations available',
      'No comments available',
      'No Attributions available',
      'No Parent Lines available',
      'No Progeny Lines available',
      NO_STOCK_TEXT,
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getAllByText('No stock entries available')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Order from ABRC' })).not.toBeInTheDocument();
  },
};

/** dcl1-7: the stock centres hold no stock of the line, so the page says where to look instead (002 §4). */
export const WithoutStock: Story = {
  parameters: { route: '/germplasm?key=4690019' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_STOCK_TEXT, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Order from ABRC' })).not.toBeInTheDocument();
  },
};

/** flc-3: the stock centre has not yet received its stock, so no order link but where to look instead (002 §4). */
export const StockNotYetReceived: Story = {
  parameters: { route: '/germplasm?key=4690014' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Germplasm: flc-3/ }, { timeout: 15_000 })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: /^Availability/ })).getByText('not yet received')).toBeVisible();
    await expect(canvas.getByText(NO_STOCK_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Order from ABRC' })).not.toBeInTheDocument();
  },
};

/** The Col-0 EMS population: 1,050 progeny lines, of which the page lists the first 1,000 (002 §9), ten a page. */
export const ManyProgenyLines: Story = {
  parameters: { route: '/germplasm?key=4690100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progeny = await canvas.findByRole('table', { name: 'Progeny Lines' }, { timeout: 15_000 });
    await expect(within(progeny).getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 1,000')).toBeVisible();
    await expect(canvas.getByText('At most 1,000 progeny lines are listed.')).toBeVisible();
    await expect(within(progeny).getByRole('link', { name: 'Col-0 EMS line 0001' })).toHaveAttribute('href', '/germplasm?key=4700001');
    // The last page ends at the thousandth line, and there is no way to the other 50.
    const field = within(canvas.getByRole('group', { name: /^Progeny Lines/ }));
    await userEvent.click(field.getByRole('button', { name: 'Go to last page' }));
    await expect(await field.findByRole('link', { name: 'Col-0 EMS line 1000' })).toBeVisible();
    await expect(field.queryByText('Col-0 EMS line 1001')).not.toBeInTheDocument();
    await expect(field.queryByRole('button', { name: 'View Complete List' })).not.toBeInTheDocument();
  },
};
