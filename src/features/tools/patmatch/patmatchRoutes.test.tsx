import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { patmatchRoutes } from './patmatchRoutes';

describe('PatMatch routes', () => {
  // The menu links /tools/Patmatch (000 §2.1); the route table spells /tools/patmatch (000 §2.2).
  it.each(['/tools/Patmatch', '/tools/patmatch', '/tools/Patmatch/'])('%s opens the pattern search form', async (path) => {
    const router = createMemoryRouter(patmatchRoutes, { initialEntries: [path] });
    render(
      <AppProviders freshQueryClient>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // The page loads on demand; on a busy machine that takes more than the default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Patmatch' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Pattern search' })).toHaveAttribute('action', '/tools-service/patmatch');
  }, 20_000);
});
