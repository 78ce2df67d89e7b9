import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HelpPage } from './HelpPage';

const meta = {
  title: 'Pages/Info/Help',
  component: HelpPage,
  parameters: { route: '/help' },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Help'));
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual(['Help']);
    const contents = within(canvas.getByRole('navigation', { name: 'On this page' }));
    await expect(contents.getByRole('link', { name: 'Searching' })).toHaveAttribute('href', '#searching');
    await expect(canvas.getByRole('region', { name: 'Downloading data' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Advanced Search' })).toHaveAttribute('href', '/search/overview');
    await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    // Each entry of the contents leads to the part of the page it names.
    const anchors = canvas.getAllByRole('link').filter((anchor) => anchor.getAttribute('href')?.startsWith('#'));
    await expect(anchors.length).toBeGreaterThan(0);
    for (const link of anchors) {
      await expect(canvasElement.ownerDocument.getElementById(link.getAttribute('href')?.slice(1) ?? '')).toHaveAccessibleName(link.textContent ?? '');
    }
  },
};
