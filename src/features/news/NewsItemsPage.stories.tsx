import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, waitFor, within } from 'storybook/test';
import { emptyNewsHandlers, failingNewsHandlers, pendingNewsHandlers } from '../../../mocks/newsHandlers';
import { BreakingNewsPage, OldNewsPage } from './NewsItemsPage';
import { readableDate } from './newsDates';
import { NewsSectionFrame } from './NewsSectionFrame.storySupport';

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
    const articles = canvas.getAllByRole('article');
    // Newest first, each anchored by its id.
    await expect(articles.map((article) => article.id)).toEqual(['12', '11', '10', '9']);
    await expect(within(articles[0]!).getByText(readableDate('2026-11-10'))).toHaveAttribute('datetime', '2026-11-10');
    await expect(canvas.getByRole('link', { name: /^Subscribe to the RSS feed/ })).toHaveAttribute('href', '/api/news/breakingnews/rss');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-sanitized]')).toHaveLength(4));
    await expect(canvasElement.querySelector('script, [onmouseover]')).toBeNull();
    await expect(canvas.getByText('Column order is unchanged, so existing scripts keep working.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscriber Data Releases' })).toHaveAttribute(
      'href',
      '/download/list?dir=Subscriber_Data_Releases',
    );
  },
};

/** Opened from the home card: #11 names the item to show. */
export const OpensAtItem: Story = {
  parameters: { route: '/news/breaking-news#11' },
  // Records which elements are scrolled into view (they still scroll).
  beforeEach: () => {
    const scrollIntoView = spyOn(Element.prototype, 'scrollIntoView');
    return () => scrollIntoView.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('article', { name: /^Registration opens/ });
    await expect(item).toHaveAttribute('id', '11');
    // Brought into view once the list has arrived: that item, and nothing else.
    await waitFor(() => expect(mocked(Element.prototype.scrollIntoView).mock.contexts.map((element) => (element as Element).id)).toEqual(['11']));
  },
};

export const OldNews: Story = {
  render: () => <OldNewsPage />,
  parameters: { route: '/news/old-news' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Araport11 gene models become the reference annotation' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Old News' })).toBeVisible();
    // The previous period's items.
    await expect(canvas.getAllByRole('article').map((article) => article.id)).toEqual(['4', '3']);
    await expect(canvas.queryByRole('link', { name: /RSS/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading news…');
    await expect(within(canvasElement).queryByText('No news to show.')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No news to show.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
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
