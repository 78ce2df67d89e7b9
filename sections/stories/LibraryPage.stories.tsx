import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Library',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/library?key=6201001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

/** The TAMU BAC library: HindIII, a stock, pBeloBAC11 in DH10B, made from Col-0. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Library: TAMU BAC library/ }, LOAD)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(within(canvas.getByRole('group', { name: 'Insert Size Range' })).getByText('80-120 kb')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Restriction Enzymes' })).getByRole('link', { name: /^HindIII/ })).toHaveAttribute(
      'href',
      'https://legacy.arabidopsis.org/servlets/TairObject?type=restrictionenzyme&id=312',
    );
    await expect(canvas.getByRole('link', { name: /^CD4-9/ })).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/CD4-9');
    await expect(canvas.getByRole('link', { name: 'pBeloBAC11' })).toHaveAttribute('href', '/vector?key=6001008');
    await expect(canvas.getByRole('link', { name: 'DH10B' })).toHaveAttribute('href', '/hoststrain?key=6101002');
    await expect(canvas.getByRole('link', { name: 'Col-0' })).toHaveAttribute('href', '/germplasm?key=4690001');
    await expect(canvas.getByRole('cell', { name: 'Escherichia coli' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/library?key=9999930' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Library: EMPTY-LIBRARY/ }, LOAD)).toBeVisible();
    await expect(canvas.getByText('No Alias Available')).toBeVisible();
    await expect(canvas.getByText('No stock entries available')).toBeVisible();
    await expect(canvas.getByText('No Germplasm available')).toBeVisible();
    await expect(canvas.getByText('No comments available')).toBeVisible();
    await expect(canvas.getByText('No Attributions available')).toBeVisible();
    for (const label of ['Restriction Enzymes', 'Vector', 'Host Strains']) {
      await expect(within(canvas.getByRole('group', { name: label })).getByText('No data available')).toBeVisible();
    }
  },
};

/** Four enzymes, of which the page shows two; no vector; 14 stocks page by 10. */
export const FourEnzymesManyStocks: Story = {
  parameters: { route: '/library?key=9999931' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Library: Demo directional cDNA library/ }, LOAD)).toBeVisible();
    const enzymes = within(canvas.getByRole('group', { name: 'Restriction Enzymes' }));
    await expect(enzymes.getAllByRole('link').map((link) => link.textContent)).toEqual(['EcoRI', 'XhoI']);
    await expect(canvas.queryByText(/NotI/)).toBeNull();
    await expect(within(canvas.getByRole('group', { name: 'Vector' })).getByText('No data available')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Stocks' })).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 14')).toBeVisible();
  },
};
