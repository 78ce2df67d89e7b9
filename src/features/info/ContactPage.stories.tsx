import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ContactPage } from './ContactPage';

const meta = {
  title: 'Pages/Info/Contact',
  component: ContactPage,
  parameters: { route: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Contact'));
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual(['Contact']);
    for (const link of canvas.getAllByRole('link', { name: 'curator@arabidopsis.org' })) {
      await expect(link).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
    }
    await expect(canvas.getByText('Phoenix Bioinformatics')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reporting an error in the data' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Reporting an error in the data' })).toHaveTextContent(/locus code AT1G01010/);
  },
};
