import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as eventStories from './EventsPage.stories';
import * as jobStories from './JobsPage.stories';
import * as newsStories from './NewsItemsPage.stories';
import { readableDate } from './newsDates';
import { applyStoryHandlers } from './newsTestSupport';

const news = composeStories(newsStories);
const events = composeStories(eventStories);
const jobs = composeStories(jobStories);

function renderStory(Story: ComponentType & { parameters: Record<string, unknown> }) {
  applyStoryHandlers(Story);
  return render(<Story />);
}

describe('Breaking News', () => {
  it('lists the items of the past 9 months, each anchored by its id, with sanitised content', async () => {
    const { container } = renderStory(news.Populated);
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => article.id)).toEqual(['12', '11', '10', '9']);
    expect(within(articles[0]!).getByText(readableDate('2026-11-10'))).toHaveAttribute('datetime', '2026-11-10');
    await waitFor(() => expect(container.querySelectorAll('[data-sanitized]')).toHaveLength(4));
    expect(container.querySelector('script, [onmouseover]')).toBeNull();
    expect(screen.getByText('Column order is unchanged, so existing scripts keep working.')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Subscribe to the RSS feed/ })).toHaveAttribute('href', '/api/news/breakingnews/rss');
  });

  it('brings the item named in the address (#id) into view once the list has arrived', async () => {
    // jsdom does not lay pages out, so it has no scrollIntoView of its own.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    try {
      renderStory(news.OpensAtItem);
      await screen.findAllByRole('article');
      await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['11']));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows old news from the previous period', async () => {
    renderStory(news.OldNews);
    expect(await screen.findByRole('heading', { level: 1, name: 'Old News' })).toBeVisible();
    expect((await screen.findAllByRole('article')).map((article) => article.id)).toEqual(['4', '3']);
  });

  it('says it is loading until the list arrives', async () => {
    renderStory(news.Loading);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading news…');
    expect(screen.queryByText('No news to show.')).toBeNull();
  });

  it.each([
    ['empty', news.Empty],
    ['failed', news.Failed],
  ])('shows an empty list when the answer is %s', async (_, Story) => {
    renderStory(Story);
    expect(await screen.findByText('No news to show.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('Events', () => {
  it('lists events with dates, venue and place; only web addresses become links', async () => {
    renderStory(events.Populated);
    const list = within(await screen.findByRole('list', { name: 'Events' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByRole('link', { name: /^Course: Arabidopsis Molecular Genetics/ })).toHaveAttribute('target', '_blank');
    expect(list.getByText(`${readableDate('2026-11-21')} – ${readableDate('2026-11-30')}`)).toBeVisible();
    expect(list.getByText(readableDate('2026-12-12'))).toBeVisible();
    expect(list.queryByRole('link', { name: /Online Workshop/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
  });

  it('shows an empty list when the call fails', async () => {
    renderStory(events.Failed);
    expect(await screen.findByText('No events to show.')).toBeVisible();
  });
});

describe('Jobs', () => {
  it('links posting files to the viewer and web addresses to the employer', async () => {
    renderStory(jobs.Populated);
    const list = within(await screen.findByRole('list', { name: 'Job postings' }));
    expect(list.getByRole('link', { name: /^Research Technician/ })).toHaveAttribute('href', '/news/jobs/view?file=technician-stock-genotyping.pdf');
    expect(list.getByRole('link', { name: /^Assistant Professor/ })).toHaveAttribute('href', 'https://jobs.example.org/plant-systems-biology');
    const [withDeadline, withoutDeadline] = list.getAllByRole('listitem');
    expect(withDeadline).toHaveTextContent(`Application Deadline: ${readableDate('2026-12-31')}`);
    expect(withoutDeadline).not.toHaveTextContent('Application Deadline');
  });

  it.each([
    ['empty', jobs.Empty],
    ['failed', jobs.Failed],
  ])('shows an empty list when the answer is %s', async (_, Story) => {
    renderStory(Story);
    expect(await screen.findByText('No job postings to show.')).toBeVisible();
  });
});
