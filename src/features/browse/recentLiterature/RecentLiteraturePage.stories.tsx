import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { browseHandlers, emptyBrowseHandlers, failingBrowseHandlers, pendingBrowseHandlers } from '../../../../mocks/browse/browseHandlers';
import { RecentLiteraturePage } from './RecentLiteraturePage';

const meta = {
  title: 'Browse/Recently Added Literature',
  component: RecentLiteraturePage,
  parameters: { route: '/browse/recent_literature', msw: { handlers: browseHandlers() } },
} satisfies Meta<typeof RecentLiteraturePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const year = new Date().getFullYear();
const titles = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody tr td:nth-child(3)')].map((cell) => cell.textContent);

/** Two of this year's four publications were modified in the 14 days up to the newest date; by journal first. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Recently Added Literature' })).toBeVisible();
    await expect(await canvas.findByText(`Publications added from ${year}-06-06 to ${year}-06-20`)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('journal');
    await expect(titles(canvasElement)).toEqual(['A root hair atlas of Col-0', 'Circadian gating of cold responses in seedlings']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'author');
    await expect(titles(canvasElement)).toEqual(['Circadian gating of cold responses in seedlings', 'A root hair atlas of Col-0']);
    await expect(canvas.getByRole('link', { name: 'Circadian gating of cold responses in seedlings' })).toHaveAttribute('href', '/publication?key=501799001');
    await expect(canvas.getByText('No DOI available')).toBeVisible();
  },
};

/** A row's details: authors, source, keywords and loci linking to their pages. */
export const RowDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Details of Circadian gating of cold responses in seedlings' }));
    await expect(canvas.getByText('Adams K, Zhou L')).toBeVisible();
    await expect(canvas.getByText('circadian rhythm; response to cold')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
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
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The list could not be loaded.');
  },
};

/** No publication of this year (the demo dataset's case): no date range, the empty table. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyBrowseHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data available')).toBeVisible();
    await expect(canvas.getByTestId('date-range')).toHaveTextContent('No publication of this year has a modification date.');
  },
};
