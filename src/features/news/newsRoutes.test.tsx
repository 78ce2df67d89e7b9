import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { newsRoutes } from './newsRoutes';

function openNews(path: string) {
  const router = createMemoryRouter([newsRoutes], { initialEntries: [path] });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('news routes', () => {
  it.each([
    ['/news', 'News'],
    ['/news/overview', 'News'],
    ['/news/breaking-news', 'Breaking News'],
    ['/news/old-news', 'Old News'],
    ['/news/events', 'Events'],
    ['/news/jobs', 'Jobs'],
    ['/news/jobs/view?file=postdoc-circadian-flowering.txt', 'Job Posting'],
  ])('%s opens the %s page inside the section side bar', async (path, title) => {
    openNews(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'News' })).toBeVisible();
  });

  it('treats a list that does not match the expected shape as empty', async () => {
    server.use(http.get('*/api/news/jobs', () => HttpResponse.json([{ headline: 'No date, no address' }])));
    openNews('/news/jobs');
    expect(await screen.findByText('No job postings to show.')).toBeVisible();
  });
});
