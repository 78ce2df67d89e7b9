import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Vector',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/vector?key=6001001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };
const STOCK_CENTRE = 'https://abrc.osu.edu/stocks/number/';

/** pBIN19: a binary vector kept in GV3101, with a map image and an available stock. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Vector: pBIN19/ }, LOAD)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByRole('link', { name: 'GV3101' })).toHaveAttribute('href', '/hoststrain?key=6101003');
    await expect(within(canvas.getByRole('group', { name: 'Promoter' })).getByText('nos')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Antibiotic Resistance' })).getByText('kanamycin (bacteria and plants)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'pBIN19 map' })).toHaveAttribute(
      'href',
      'https://legacy.arabidopsis.org/servlets/TairObject?type=image&id=9601',
    );
    const stocks = within(canvas.getByRole('table', { name: 'Stocks' }));
    await expect(stocks.getByRole('link', { name: /^CD3-1001/ })).toHaveAttribute('href', `${STOCK_CENTRE}CD3-1001`);
    await expect(stocks.getByRole('link', { name: /^Order CD3-1001/ })).toHaveAttribute('href', `${STOCK_CENTRE}CD3-1001`);
    await expect(stocks.getByRole('link', { name: /^Order CD3-1001/ })).toHaveAttribute('target', '_blank');
  },
};

/** pBeloBAC-Kan: its stock is no longer distributed, so it has no order link; it is the vector of a library. */
export const StockNoLongerDistributed: Story = {
  parameters: { route: '/vector?key=6001009' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Vector: pBeloBAC-Kan/ }, LOAD)).toBeVisible();
    const stocks = within(canvas.getByRole('table', { name: 'Stocks' }));
    await expect(stocks.getByRole('cell', { name: 'no longer distributed' })).toBeVisible();
    await expect(stocks.queryByRole('link', { name: /^Order/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'IGF BAC library' })).toHaveAttribute('href', '/library?key=6201002');
    await expect(canvas.getByText('No images available')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/vector?key=9999940' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Vector: EMPTY-VECTOR/ }, LOAD)).toBeVisible();
    await expect(canvas.getByText('No images available')).toBeVisible();
    await expect(canvas.getByText('No stock entries available')).toBeVisible();
    await expect(canvas.getByText('No Attributions available')).toBeVisible();
    for (const label of ['Vector Type', 'Host Strain', 'Promoter', 'Libraries']) {
      await expect(within(canvas.getByRole('group', { name: label })).getByText('No data available')).toBeVisible();
    }
  },
};

/** One stock of each availability: only the available one can be ordered. */
export const MixedStocks: Story = {
  parameters: { route: '/vector?key=9999941' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Vector: pDEMO-GATEWAY/ }, LOAD)).toBeVisible();
    const stocks = within(canvas.getByRole('table', { name: 'Stocks' }));
    await expect(stocks.getAllByRole('link', { name: /^Order/ }).map((link) => link.textContent)).toEqual(['Order CD3-9001']);
    await expect(stocks.getByRole('link', { name: 'Daniel Okafor' })).toHaveAttribute('href', '/person?key=1501000001');
    // A host strain without a key is named, not linked.
    await expect(within(canvas.getByRole('group', { name: 'Host Strain' })).getByText('DB3.1')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Host Strain' })).queryByRole('link')).toBeNull();
  },
};
