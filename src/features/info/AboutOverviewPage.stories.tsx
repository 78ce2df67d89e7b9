import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AboutOverviewPage } from './AboutOverviewPage';

const meta = {
  title: 'Pages/Info/About',
  component: AboutOverviewPage,
  parameters: { route: '/about/overview' },
} satisfies Meta<typeof AboutOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - About'));
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual(['About TAIR']);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who funds TAIR' })).toBeVisible();
    await expect(canvas.getByText(/This is version 3\.2\.4, released 06-24-2025\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  },
};
