import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { communityLoader } from './communityRoute';

function openCommunity(query: string) {
  const router = createMemoryRouter(
    [
      { path: '/community', loader: communityLoader },
      { path: '/person', element: <p>person page</p> },
      { path: '/organization', element: <p>organization page</p> },
      { path: '/pagenotfound', element: <p>page not found</p> },
    ],
    { initialEntries: [`/community${query}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/community?key=', () => {
  it('opens the person page for a person’s community id', async () => {
    const router = openCommunity('?key=1501415858');
    expect(await screen.findByText('person page')).toBeVisible();
    expect(router.state.location.search).toBe('?key=1501415858');
  });

  it('opens the organization page for an organization’s community id', async () => {
    const router = openCommunity('?key=1501000101');
    expect(await screen.findByText('organization page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/organization');
  });

  it.each(['?key=424242', '?key=abc', '?key=', ''])('shows page-not-found for %j', async (query) => {
    openCommunity(query);
    expect(await screen.findByText('page not found')).toBeVisible();
  });
});
