import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { emptyNewsHandlers, failingNewsHandlers, pendingNewsHandlers } from '../../../mocks/newsHandlers';
import { BreakingNewsPage, OldNewsPage } from './NewsItemsPage';
import { NewsSectionFrame } from './NewsSectionFrame';

const meta = {
  title: 'News/Breaking News',
  component: BreakingNewsPage,
  parameters: { route: '/news/breaking-news' },
  decorators: [(Story) => <NewsSectionFrame><Story /></NewsSectionFrame>],
} satisfies Meta<typeof BreakingNewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The past 9 months of news, each item an anchor, its HTML sanitised, with the RSS feed. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Quarterly data release/ })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvasElement.querySelector('article[id="11"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: /^Subscribe to the RSS feed/ })).toHaveAttribute('href', '/api/news/breakingnews/rss');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-sanitized]')).toHaveLength(4));
    await expect(canvasElement.querySelector('article script, article [onmouseover]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Subscriber Data Releases' })).toHaveAttribute(
      'href',
      '/download/list?dir=Subscriber_Data_Releases',
    );
  },
};

/** Opened from the home card: #11 names the item to show. */
export const OpensAtItem: Story = {
  parameters: { route: '/news/breaking-news#11' },
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('article', { name: /^Registration opens/ });
    await expect(item).toHaveAttribute('id', '11');
  },
};

export const OldNews: Story = {
  render: () => <OldNewsPage />,
  parameters: { route: '/news/old-news' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Araport11 gene models become the reference annotation' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: /RSS/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading news…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No news to show.')).toBeVisible();
  },
};

/** 000 §8: a failed call shows as an empty list. */
export const Failed: Story = {
  parameters: { msw: { handlers: failingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No news to show.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
