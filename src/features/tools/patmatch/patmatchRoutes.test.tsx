import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { patmatchRoutes } from './patmatchRoutes';

describe('PatMatch routes', () => {
  // The page loads on demand; its cold import is compile work whose length depends on the machine's load, so it is
  // awaited once, as a condition of its own, rather than inside the wait for the heading.
  beforeAll(() => import('./PatmatchPage'), 60_000);

  // The menu links /tools/Patmatch (000 §2.1); the route table spells /tools/patmatch (000 §2.2).
  it.each(['/tools/Patmatch', '/tools/patmatch', '/tools/Patmatch/'])('%s opens the pattern search form', async (path) => {
    const router = createMemoryRouter(patmatchRoutes, { initialEntries: [path] });
    render(
      <AppProviders freshQueryClient>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Patmatch' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Pattern search' })).toHaveAttribute('action', '/tools-service/patmatch');
  });
});
