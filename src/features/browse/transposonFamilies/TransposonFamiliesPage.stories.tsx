import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { browseHandlers, emptyBrowseHandlers, failingBrowseHandlers, pendingBrowseHandlers } from '../../../../mocks/browse/browseHandlers';
import { TransposonFamiliesPage } from './TransposonFamiliesPage';

const meta = {
  title: 'Browse/Transposon Families',
  component: TransposonFamiliesPage,
  parameters: { route: '/browse/transposon_families', msw: { handlers: browseHandlers() } },
} satisfies Meta<typeof TransposonFamiliesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Transposon Families' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'ATCOPIA24' })).toHaveAttribute('href', '/transposonfamily?key=7000001');
    await expect(canvas.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse/overview');
    await userEvent.click(canvas.getByRole('button', { name: 'Number of Transposable Elements' }));
    const firstRow = within(canvasElement.querySelector('tbody tr')!);
    await expect(firstRow.getByText('atenspm3')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingBrowseHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingBrowseHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The list could not be loaded. Please try again later.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyBrowseHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};
