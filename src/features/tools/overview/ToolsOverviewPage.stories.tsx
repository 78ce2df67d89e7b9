import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ToolsOverviewPage } from './ToolsOverviewPage';
import { outsideTools, toolDescriptions } from './toolsOverview';

const meta = {
  title: 'Tools/Overview',
  component: ToolsOverviewPage,
  parameters: { route: '/tools/overview' },
} satisfies Meta<typeof ToolsOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home > Tools; the portal's sequence tools, then the tools elsewhere, each with its sentence and premium mark. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Tools'));
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Tools')).toHaveAttribute('aria-current', 'page');

    const portal = within(canvas.getByRole('list', { name: 'Sequence tools' }));
    await expect(portal.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['BLAST', '/tools/blast/'],
      ['Patmatch', '/tools/Patmatch'],
      ['Bulk Data Retrieval', '/type_sequences'],
    ]);
    await expect(portal.getAllByRole('img', { name: 'Premium content' })).toHaveLength(2);
    await expect(portal.getByText(toolDescriptions.BLAST!)).toBeVisible();

    const outside = within(canvas.getByRole('list', { name: 'Viewers and analysis tools' }));
    await expect(outside.getAllByRole('listitem')).toHaveLength(outsideTools.length);
    const jbrowse = outside.getByRole('link', { name: 'JBrowse (opens in a new tab)' });
    await expect(jbrowse).toHaveAttribute('target', '_blank');
    await expect(outside.getAllByRole('img', { name: 'Premium content' })).toHaveLength(outsideTools.filter((entry) => entry.premium).length);
    await expect(outside.getByText(toolDescriptions['GO Term Enrichment (PANTHER)']!)).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Tools' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
