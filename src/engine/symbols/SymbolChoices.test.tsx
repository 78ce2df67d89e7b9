import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LHY_LOCUS_ID, NAC001_LOCUS_ID } from '../../../mocks/fixtures/locus';
import { locusSchema } from '../../../schemas/locus';
import locus from '../../../sections/locus';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { DetailPage } from '../page/DetailPage';
import { candidatesNamed } from './locusNameMatches';

interface GeneSearch {
  searchType: string;
  detailSearchText: string;
}

const doc = (id: number, agi: string, otherNames: string[], description = '', obsolete = false) => ({
  id: String(id),
  gene_name: agi,
  other_names: otherNames,
  description,
  obsolete,
});

/** Gene search as the server answers it: docs by search method, and the payloads it was sent. */
function geneSearch(answers: Partial<Record<'exactly' | 'starts_with', unknown[]>>) {
  const sent: GeneSearch[] = [];
  server.use(
    http.post('*/api/search/gene', async ({ request }) => {
      const payload = (await request.json()) as GeneSearch;
      sent.push(payload);
      const docs = answers[payload.searchType as 'exactly' | 'starts_with'] ?? [];
      return HttpResponse.json({ docs, total: docs.length, error: false });
    }),
  );
  return sent;
}

function openLocus(query: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '/locus', element: <DetailPage config={locus} schema={locusSchema} /> }], {
    initialEntries: [`/locus?${query}`],
  });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('a locus asked for by a name that is no AGI code', () => {
  it('opens the one locus with that symbol, under its own address', async () => {
    const sent = geneSearch({ exactly: [doc(NAC001_LOCUS_ID, 'AT1G01010', ['ANAC001', 'NAC001', 'NTL10'])] });
    const router = openLocus('name=nac001');
    expect(await screen.findByRole('heading', { level: 1, name: /AT1G01010/ })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/locus?key=${NAC001_LOCUS_ID}`);
    expect(sent).toEqual([expect.objectContaining({ searchBy: 'name', searchType: 'exactly', detailSearchText: 'NAC001', include_obsolete: true })]);
  });

  it('offers each locus sharing the name, with its names and description', async () => {
    geneSearch({
      exactly: [
        doc(NAC001_LOCUS_ID, 'AT1G01010', ['NAC001', 'ATX1'], 'NAC domain containing protein 1'),
        doc(LHY_LOCUS_ID, 'AT1G01060', ['LHY', 'ATX1'], 'Homeodomain-like protein', true),
      ],
    });
    openLocus('name=atx1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loci named ATX1' })).toBeInTheDocument();
    expect(screen.getByText('2 loci have the name ATX1. Choose the one you mean:')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', `/locus?key=${NAC001_LOCUS_ID}`);
    expect(items[0]).toHaveTextContent('NAC001, ATX1');
    expect(items[0]).toHaveTextContent('NAC domain containing protein 1');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'AT1G01060' })).toHaveAttribute('href', `/locus?key=${LHY_LOCUS_ID}`);
    expect(items[1]).toHaveTextContent('(obsolete)');
    await waitFor(() => expect(document.title).toBe('Loci named ATX1'));
  });

  it('says not found, with the loci whose names start with it, when none has the name', async () => {
    const sent = geneSearch({ exactly: [], starts_with: [doc(LHY_LOCUS_ID, 'AT1G01060', ['LHY', 'LHY1'], 'Homeodomain-like protein')] });
    openLocus('name=lh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('No locus has the name "LH".')).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Loci with a name starting with LH' });
    expect(within(similar).getByRole('link', { name: 'AT1G01060' })).toHaveAttribute('href', `/locus?key=${LHY_LOCUS_ID}`);
    expect(sent.map((payload) => payload.searchType)).toEqual(['exactly', 'starts_with']);
  });

  it('says only not found when no name starts with it either', async () => {
    geneSearch({});
    openLocus('name=zzz9');
    expect(await screen.findByText('No locus has the name "ZZZ9".')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says not found when the search fails', async () => {
    server.use(http.post('*/api/search/gene', () => HttpResponse.json({ error: true }, { status: 500 })));
    openLocus('name=lfy');
    expect(await screen.findByText('No locus has the name "LFY". Its symbols could not be searched.')).toBeInTheDocument();
  });

  it('opens AGI codes by the name lookup alone, as before', async () => {
    const sent = geneSearch({});
    openLocus('name=at1g01010');
    expect(await screen.findByRole('heading', { level: 1, name: /AT1G01010/ })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('which search docs match a name', () => {
  const docs = [doc(1, 'AT1G01010', ['NAC001']), doc(2, 'AT1G01010X', []), { id: '', gene_name: 'broken' }, null];

  it('counts symbols and other names only, never the AGI code or gene models gene search also matched', () => {
    expect(candidatesNamed(docs, 'at1g01010', 'exactly')).toEqual([]);
    expect(candidatesNamed(docs, 'nac001', 'exactly').map((candidate) => candidate.key)).toEqual(['1']);
    expect(candidatesNamed(docs, 'NAC', 'starts_with').map((candidate) => candidate.key)).toEqual(['1']);
  });

  it('offers at most 20 loci', () => {
    const many = Array.from({ length: 30 }, (_, index) => doc(index + 1, `AT1G0${index}`, [`MAF${index}`]));
    expect(candidatesNamed(many, 'maf', 'starts_with')).toHaveLength(20);
  });

  it('reads a missing answer as no match', () => {
    expect(candidatesNamed(undefined, 'lfy', 'exactly')).toEqual([]);
  });
});
