import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { isExternal, menuGroups } from '../../site/menus';
import { PortalsOverviewPage } from './PortalsOverviewPage';

const meta = {
  title: 'Pages/Info/Portals',
  component: PortalsOverviewPage,
  parameters: { route: '/portals/overview' },
} satisfies Meta<typeof PortalsOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Portals'));
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual(['Portals']);
    const list = within(canvas.getByRole('list', { name: 'Portals' }));
    const portals = menuGroups.find((group) => group.id === 'portals')?.entries.filter(isExternal) ?? [];
    await expect(list.getAllByRole('listitem')).toHaveLength(portals.length);
    for (const portal of portals) {
      const link = list.getByRole('link', { name: `${portal.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', portal.href);
      await expect(list.getByText(portal.description ?? '')).toBeVisible();
    }
  },
};
