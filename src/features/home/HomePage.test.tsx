import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { applyStoryHandlers } from '../news/newsTestSupport';
import { HomePage } from './HomePage';
import * as stories from './HomePage.stories';

const { Populated, LoadingNews, NoNews, NewsFailed } = composeStories(stories);

const newsCard = () => within(screen.getByRole('region', { name: 'Breaking News' }));

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The home page at '/', with every other address showing where a link or the form went. */
function renderHomeWithDestinations() {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Home page', () => {
  it('is titled TAIR - Home and lists the newest news, each linking to its item', async () => {
    render(<Populated />);
    await waitFor(() => expect(document.title).toBe('TAIR - Home'));
    const links = await newsCard().findAllByRole('link', { name: /^(Quarterly|Registration|GO annotation)/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/news/breaking-news#12',
      '/news/breaking-news#11',
      '/news/breaking-news#10',
    ]);
    expect(screen.getByText(/needs a subscription/)).toBeVisible();
  });

  it('opens a news item on the Breaking News page at its anchor', async () => {
    renderHomeWithDestinations();
    await userEvent.click(await newsCard().findByRole('link', { name: /^Registration opens/ }));
    expect(await screen.findByText('at /news/breaking-news#11')).toBeVisible();
  });

  it('opens a locus from the lookup form', async () => {
    renderHomeWithDestinations();
    await userEvent.type(screen.getByRole('textbox', { name: 'Locus or gene model' }), ' at1g01060 ');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('at /locus?name=AT1G01060')).toBeVisible();
  });

  it('shows the card loading while the news is on its way', async () => {
    applyStoryHandlers(LoadingNews);
    render(<LoadingNews />);
    expect(await newsCard().findByRole('status')).toHaveTextContent('Loading news…');
  });

  it.each([
    ['empty', NoNews],
    ['failed', NewsFailed],
  ])('shows an empty card when the news answer is %s', async (_, Story) => {
    applyStoryHandlers(Story);
    render(<Story />);
    expect(await newsCard().findByText('No news to show.')).toBeVisible();
    expect(newsCard().queryByRole('link', { name: /breaking-news#/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'About TAIR' })).toBeVisible();
  });
});
