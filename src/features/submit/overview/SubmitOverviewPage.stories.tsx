import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { phone375 } from '../submit.storySupport';
import { SubmitOverviewPage } from './SubmitOverviewPage';

const meta = {
  title: 'Pages/Submit/Overview',
  component: SubmitOverviewPage,
  parameters: { route: '/submit/overview' },
} satisfies Meta<typeof SubmitOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home > Submit, then the Submit menu's entries with a sentence on each; outside sites open in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Submit Overview'));
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Submit')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Submit Overview' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Ways to submit' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('link', { name: 'Gene Class Symbol Registration' })).toHaveAttribute('href', '/submit/gene_class_symbol_registration');
    const toast = list.getByRole('link', { name: 'Online Submission Tool (TOAST) (opens in a new tab)' });
    await expect(toast).toHaveAttribute('target', '_blank');
    await expect(list.getByRole('link', { name: 'Data Submission Guidelines (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expect(list.getByText(/Reserve a symbol for a gene family/)).toBeVisible();
    await expect(list.getByText(/Send the genes, alleles and annotations/)).toBeVisible();
    await expect(list.getByText(/What data the portal takes/)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Submit Overview' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
