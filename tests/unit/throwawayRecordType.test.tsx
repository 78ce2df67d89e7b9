// Proves that a config, a zod schema and a fixture are all a new record type needs: no component is written here.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppProviders } from '../../src/app/AppProviders';
import { defineRecordType } from '../../sections/shared/defineRecordType';
import { checkRecordTypeConfig } from '../../src/engine/config/checkConfig';
import { detailRoutes } from '../../src/engine/detailRoutes';
import { rendererRegistry } from '../../src/engine/registry';
import { server } from './setup';

const seedBatchSchema = z.looseObject({
  batchId: z.number(),
  name: z.string(),
  isObsolete: z.boolean().nullish(),
  harvested: z.string().nullish(),
  donors: z.array(z.looseObject({ name: z.string(), communityId: z.number() })).nullish(),
});
type SeedBatch = z.infer<typeof seedBatchSchema>;

const seedBatch = defineRecordType<SeedBatch>()({
  type: 'seedbatch',
  apiType: 'seedbatch',
  route: '/seedbatch',
  lookups: { key: true, name: { upperCase: true } },
  title: { text: 'Seed batch: {name}', documentTitle: 'Batch {name}', obsoletePath: 'isObsolete', premium: true },
  sections: [
    {
      id: 'summary',
      label: 'Summary',
      fields: [
        { kind: 'text', label: 'Name', path: 'name' },
        { kind: 'text', label: 'Harvested', path: 'harvested', format: 'date' },
      ],
    },
    {
      id: 'donors',
      label: 'Donors',
      fields: [{ kind: 'commaLinks', label: 'Donors', path: 'donors', href: '/person?key={communityId}', text: '{name}', empty: 'No data available' }],
    },
  ],
});

const fixture = { batchId: 77, name: 'CS70000-B', isObsolete: true, harvested: '2024-06-30T00:00:00Z', donors: [{ name: 'Rhee S', communityId: 1501415858 }] };

function open(url: string) {
  const router = createMemoryRouter(detailRoutes([seedBatch], { seedbatch: seedBatchSchema }), { initialEntries: [url] });
  return render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function serve(record: unknown, status = 200) {
  server.use(
    http.get('*/api/detail/seedbatch', ({ request }) =>
      new URL(request.url).searchParams.get('key') === '77' ? HttpResponse.json(record as object, { status }) : new HttpResponse(null, { status: 404 }),
    ),
    http.get('*/api/detail/seedbatch/name', ({ request }) =>
      HttpResponse.json({ data: new URL(request.url).searchParams.get('name') === 'CS70000-B' ? 77 : null }),
    ),
  );
}

describe('a record type made of a config alone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes the config checks', () => {
    expect(checkRecordTypeConfig(seedBatch, seedBatchSchema, 'seedbatch', Object.keys(rendererRegistry))).toEqual([]);
  });

  it('renders its title, navigation and sections', async () => {
    serve(fixture);
    open('/seedbatch?key=77');
    expect(await screen.findByRole('heading', { level: 1, name: /Seed batch: CS70000-B/ })).toBeInTheDocument();
    expect(screen.getByText('(obsolete)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Premium content' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections of this page' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary', 'Donors']);
    expect(screen.getByText('2024-06-30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rhee S' })).toHaveAttribute('href', '/person?key=1501415858');
    expect(document.title).toBe('Batch CS70000-B');
  });

  it('shows a loading state before the record arrives', () => {
    serve(fixture);
    open('/seedbatch?key=77');
    expect(screen.getByRole('status')).toHaveTextContent('Loading seedbatch');
  });

  it('resolves an upper-cased name to a key', async () => {
    serve(fixture);
    open('/seedbatch?name=cs70000-b');
    expect(await screen.findByRole('heading', { level: 1, name: /CS70000-B/ })).toBeInTheDocument();
  });

  it('shows the not-found view when the name lookup answers null', async () => {
    serve(fixture);
    open('/seedbatch?name=CS1');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('shows the not-found view without a key', async () => {
    open('/seedbatch');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('shows the not-found view when the server has no such record', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(fixture);
    open('/seedbatch?key=78');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('shows the error view and logs the issues when the response has the wrong shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ ...fixture, name: 12345 });
    open('/seedbatch?key=77');
    expect(await screen.findByRole('heading', { name: 'This seedbatch cannot be shown' })).toBeInTheDocument();
    expect(screen.getByText(/name: /)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not match its schema'), expect.arrayContaining([expect.stringMatching(/^name:/)]));
  });

  it("shows a section's empty text when its data is missing", async () => {
    serve({ ...fixture, donors: [] });
    open('/seedbatch?key=77');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('names record type, section, path and kind when a config asks for an unknown renderer', async () => {
    serve(fixture);
    const broken = structuredClone(seedBatch);
    (broken.sections[0]!.fields[0] as { kind: string }).kind = 'sparkline';
    const router = createMemoryRouter(detailRoutes([broken], { seedbatch: seedBatchSchema }), { initialEntries: ['/seedbatch?key=77'] });
    render(
      <AppProviders freshQueryClient>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText(/No renderer for kind "sparkline" \(record type seedbatch, section summary, path name\)/)).toBeInTheDocument();
    // The rest of the page still renders.
    expect(screen.getByText('2024-06-30')).toBeInTheDocument();
  });
});
