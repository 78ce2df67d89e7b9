// A heavy record (the large locus: ~14,800 list items) paints its title and first sections first and renders the
// others in the background (src/engine/page/firstPaint.ts): every section must still arrive, in config order.
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LARGE_LOCUS_ID } from '../../mocks/fixtures/locus';
import { recordSchemas } from '../../schemas';
import { recordTypes } from '../../sections';
import { AppProviders } from '../../src/app/AppProviders';
import { detailRoutes } from '../../src/engine/detailRoutes';

const locusConfig = recordTypes.find((config) => config.type === 'locus')!;

describe('the page of a heavy record', () => {
  it('shows its title and then every section, in order', async () => {
    const router = createMemoryRouter(detailRoutes(recordTypes, recordSchemas), { initialEntries: [`/locus?key=${LARGE_LOCUS_ID}`] });
    render(
      <AppProviders freshQueryClient>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: /^Gene: AT4G36920/ }, { timeout: 20_000 })).toBeInTheDocument();
    const sectionIds = () => [...document.querySelectorAll('section[data-section-id]')].map((section) => section.getAttribute('data-section-id'));
    await waitFor(() => expect(sectionIds()).toEqual(locusConfig.sections.map((section) => section.id)), { timeout: 20_000 });
    expect(screen.queryByText('This part of the page could not be displayed.')).not.toBeInTheDocument();
  }, 60_000);
});
