import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DownloadOverviewPage } from './DownloadOverviewPage';

const meta = {
  title: 'Pages/Download/Overview',
  component: DownloadOverviewPage,
  parameters: { route: '/download/overview' },
} satisfies Meta<typeof DownloadOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home > Download > Overview; the folders of the Download menu, each with what it holds, and one site elsewhere. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Download Overview'));
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const items = canvas.getAllByRole('heading', { level: 2 });
    await expect(items).toHaveLength(15);
    await expect(within(items[3]!).getByRole('link')).toHaveAttribute('href', '/download/list?dir=Microarrays');
    await expect(within(items[9]!).getByRole('img', { name: 'Premium content' })).toBeVisible();
    await expect(within(items[14]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Download Overview' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
