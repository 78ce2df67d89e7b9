import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyNewsHandlers, failingNewsHandlers, pendingNewsHandlers } from '../../../mocks/newsHandlers';
import { BREAKING_NEWS_CARD_HEIGHT } from './BreakingNewsCard';
import { HomePage } from './HomePage';
import { socialLinks } from './socialLinks';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { route: '/' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newsCard = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Breaking News' }));

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The home page at '/', every other address showing where a link or the form went. */
const withDestinations = () => (
  <Routes>
    <Route path="/" element={<HomePage />} />
    <Route path="*" element={<WhereAmI />} />
  </Routes>
);

/** Links to single news items (the card's 'All breaking news' link goes to the page itself). */
const newsItemLinks = (canvasElement: HTMLElement) =>
  newsCard(canvasElement)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/news/breaking-news#'));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('TAIR - Home'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'About TAIR' })).toBeVisible();
    await expect(canvas.getByText(/Full access to the portal.s data and tools needs a subscription/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Locus or gene model' })).toBeVisible();

    const card = newsCard(canvasElement);
    const item = await card.findByRole('link', { name: /^Quarterly data release/ });
    await expect(item).toHaveAttribute('href', '/news/breaking-news#12');
    await expect(card.getByRole('link', { name: /^Registration opens/ })).toHaveAttribute('href', '/news/breaking-news#11');
    // The newest first, each linking to its item.
    const links = card.getAllByRole('link', { name: /^(Quarterly|Registration|GO annotation)/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news/breaking-news#12', '/news/breaking-news#11', '/news/breaking-news#10']);
    await expect(canvas.getByRole('region', { name: 'Breaking News' }).getBoundingClientRect().height).toBe(BREAKING_NEWS_CARD_HEIGHT);
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Breaking news items' })).overflowY).toBe('auto');

    const follow = within(canvas.getByRole('list', { name: 'Follow TAIR' }));
    for (const link of socialLinks) {
      const anchor = follow.getByRole('link', { name: `${link.label} (opens in a new tab)` });
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('target', '_blank');
    }
  },
};

/** A news title of the card opens the Breaking News page at that item's anchor. */
export const NewsItemOpened: Story = {
  render: withDestinations,
  play: async ({ canvasElement }) => {
    await userEvent.click(await newsCard(canvasElement).findByRole('link', { name: /^Registration opens/ }));
    await expect(await within(canvasElement).findByText('at /news/breaking-news#11')).toBeVisible();
  },
};

/** The lookup form trims and capitalises the code, then opens the locus. */
export const LocusOpened: Story = {
  render: withDestinations,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Locus or gene model' }), ' at1g01060 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByText('at /locus?name=AT1G01060')).toBeVisible();
  },
};

/** A symbol or other name goes to the locus page's name lookup, which opens its locus or offers the loci sharing it. */
export const GeneNameOpened: Story = {
  render: withDestinations,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Locus or gene model' }), 'flc{Enter}');
    await expect(await canvas.findByText('at /locus?name=FLC')).toBeVisible();
  },
};

/** A gene model name opens the gene model. */
export const GeneModelOpened: Story = {
  render: withDestinations,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Locus or gene model' }), 'At1g01010.1');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByText('at /gene?name=AT1G01010.1')).toBeVisible();
  },
};

/** An empty box opens nothing and says what it takes. */
export const AsksForAName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Locus or gene model' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(
      canvas.getByText('Enter a locus code such as AT1G01010, a gene model such as AT1G01010.1 or a gene name such as FLC.'),
    ).toBeVisible();
  },
};

export const LoadingNews: Story = {
  parameters: { msw: { handlers: pendingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await newsCard(canvasElement).findByRole('status')).toHaveTextContent('Loading news…');
  },
};

export const NoNews: Story = {
  parameters: { msw: { handlers: emptyNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await newsCard(canvasElement).findByText('No news to show.')).toBeVisible();
    await expect(newsItemLinks(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'About TAIR' })).toBeVisible();
  },
};

/** 000 §8: the card shows an empty list when the news cannot be loaded; the rest of the page is unaffected. */
export const NewsFailed: Story = {
  parameters: { msw: { handlers: failingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await newsCard(canvasElement).findByText('No news to show.')).toBeVisible();
    await expect(newsItemLinks(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'About TAIR' })).toBeVisible();
  },
};
