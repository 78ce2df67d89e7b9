import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyNewsHandlers, failingNewsHandlers, pendingNewsHandlers } from '../../../mocks/newsHandlers';
import { EventsPage } from './EventsPage';
import { NewsSectionFrame } from './NewsSectionFrame.storySupport';
import { readableDate, readableDateRange } from './newsDates';

const meta = {
  title: 'News/Events',
  component: EventsPage,
  parameters: { route: '/news/events' },
  decorators: [(Story) => <NewsSectionFrame><Story /></NewsSectionFrame>],
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Events' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    const course = list.getByRole('link', { name: /^Course: Arabidopsis Molecular Genetics/ });
    await expect(course).toHaveAttribute('href', 'https://meetings.cshl.edu/');
    await expect(course).toHaveAttribute('target', '_blank');
    await expect(list.getByText(readableDateRange('2026-11-21', '2026-11-30'))).toBeVisible();
    await expect(list.getByText(`${readableDate('2026-11-21')} – ${readableDate('2026-11-30')}`)).toBeVisible();
    await expect(list.getByText(readableDate('2026-12-12'))).toBeVisible();
    await expect(list.getByText('Cold Spring Harbor, New York, United States')).toBeVisible();
    // An event without a web address is shown as text.
    await expect(list.getByRole('heading', { name: 'Online Workshop: Finding Gene Function Data' })).toBeVisible();
    await expect(list.queryByRole('link', { name: /Online Workshop/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Subscribe to the RSS feed/ })).toHaveAttribute('href', '/api/news/events/rss');
    await expect(canvas.getByText(/e-mail event suggestions to the curators/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading events…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events to show.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events to show.')).toBeVisible();
  },
};
