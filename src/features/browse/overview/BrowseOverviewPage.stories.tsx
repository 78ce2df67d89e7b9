import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrowseOverviewPage } from './BrowseOverviewPage';

const meta = {
  title: 'Browse/Browse Overview',
  component: BrowseOverviewPage,
  parameters: { route: '/browse/overview' },
} satisfies Meta<typeof BrowseOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Overview' })).toBeVisible();
    await expect(document.title).toBe('TAIR - Browse Overview');
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('Browse')).toHaveAttribute('aria-current', 'page');
    const side = within(canvas.getByRole('navigation', { name: 'Browse' }));
    await expect(side.getAllByRole('link')).toHaveLength(8);
    // Every link of the side list and the panel opens in a new tab.
    for (const link of canvas.getAllByRole('link', { name: /opens in a new tab/ })) await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(16);
    await expect(side.getByRole('link', { name: 'Gene Class Symbols (opens in a new tab)' })).toHaveAttribute('href', '/browse/gene_symbols');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Browse Overview' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
