import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Clone',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/clone?key=5001001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RAFL09-17-B20: a full-length cDNA of AT1G01010.1, an available stock, its GenBank sequence and a comment. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Clone/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByText('1620')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AT1G01010.1' })).toHaveAttribute('href', '/gene?key=6530298709');
    await expect(canvas.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(canvas.getByRole('link', { name: 'Order RAFL09-17-B20' })).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/RAFL09-17-B20');
    await expect(canvas.getByRole('link', { name: 'AY087844' })).toHaveAttribute('href', 'https://www.ncbi.nlm.nih.gov/nucleotide/AY087844');
    await expect(canvas.getByText('The cDNA covers the whole coding sequence of AT1G01010.1.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/clone?key=9999950' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The Name field (the line under the heading names the clone too).
    await expect(within(await canvas.findByRole('group', { name: 'Name' }, { timeout: 15_000 })).getByText('EMPTY-CLONE')).toBeVisible();
    for (const text of [
      'No Alias Available',
      'No stock entries available',
      'No sequences available',
      'No Map Locations available',
      'No comments available',
      'No Attributions available',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** The BAC T25K16: its insert size was never recorded (0), shown as 'Unknown'; its vector and host strain. */
export const InsertSizeUnknown: Story = {
  parameters: { route: '/clone?name=t25k16' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const insertSize = await canvas.findByRole('group', { name: 'Insert Size (bp)' }, { timeout: 15_000 });
    await expect(within(insertSize).getByText('Unknown')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'pBeloBAC11' })).toHaveAttribute('href', expect.stringMatching(/^\/vector\?key=\d+$/));
    await expect(within(canvas.getByRole('group', { name: 'Host Strain' })).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hoststrain\?key=\d+$/),
    );
  },
};

/** Four stocks, one in each availability: only the available one has an order link; maps F, R and unknown. */
export const ManyStocks: Story = {
  parameters: { route: '/clone?key=9999951' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stocks = await canvas.findByRole('table', { name: 'Stocks' }, { timeout: 15_000 });
    await expect(within(stocks).getAllByRole('link', { name: /^Order / }).map((link) => link.textContent)).toEqual(['Order CD4-1']);
    const maps = within(canvas.getByRole('table', { name: 'Map Locations' }));
    for (const orientation of ['forward', 'reverse', 'unknown']) await expect(maps.getByText(orientation)).toBeVisible();
  },
};
