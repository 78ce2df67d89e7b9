import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../tests/unit/setup';
import { stubClipboard } from '../../../renderers/sequence/clipboardStubs';
import * as stories from './ResultsPage.stories';
import { storeStorySearch } from './resultsStorySupport';
import { saveTextFile } from './table/exportRows';

// Downloads end in the browser's save dialog; the test reads what would have been saved.
vi.mock('./table/exportRows', async (importOriginal) => ({ ...(await importOriginal<typeof import('./table/exportRows')>()), saveTextFile: vi.fn() }));

const {
  GeneResults,
  Loading,
  Empty,
  Failed,
  ErrorFlag,
  TenThousandRows,
  MissingSavedSearch,
  UnreadableParameters,
  AnnotationColumns,
  CommunityColumns,
  ProteinColumns,
  LocusHistoryColumns,
  DescriptionColumns,
} = composeStories(stories);

type ComposedStory = ComponentType & { parameters: Record<string, unknown> };

function renderStory(Story: ComposedStory) {
  // Storybook applies a story's msw handlers in the browser; here the test server takes them.
  server.use(...((Story.parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? []));
  // What the story's beforeEach does in Storybook: store the parameters its address names.
  storeStorySearch(Story.parameters);
  return render(<Story />);
}

/** Records the body of every search call the page makes. */
function recordSearchBodies() {
  const bodies: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/search/')) bodies.push({ path, body: await request.clone().json() });
  });
  return bodies;
}

const savedFile = () => {
  const calls = vi.mocked(saveTextFile).mock.calls;
  const [name, text, mime] = calls[calls.length - 1] ?? [];
  return { name, text: text ?? '', mime, lines: (text ?? '').split(/\r?\n/) };
};

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

afterEach(() => {
  server.events.removeAllListeners();
  vi.mocked(saveTextFile).mockClear();
  window.localStorage.clear();
});

describe('the results page states', () => {
  it('runs a header search and shows the genes with their count, links, toolbar and gene actions', async () => {
    const bodies = recordSearchBodies();
    renderStory(GeneResults);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results - Genes' })).toBeVisible();
    expect(document.title).toBe('Search Results - Genes');
    expect(screen.getByTestId('result-count')).toHaveTextContent('6 results');
    expect(screen.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    expect(screen.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
    // The gene actions load on demand with the first gene result.
    expect(await screen.findByRole('button', { name: 'Get Gene Descriptions' }, { timeout: 10_000 })).toBeVisible();
    expect(bodies).toEqual([{ path: '/api/search/general', body: { category: 'genes', searchText: 'AT1G' } }]);
  }, 20_000);

  it("says 'Searching ...' in the title and heading until the answer arrives", async () => {
    renderStory(Loading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Searching ...' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Searching ...'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading results…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what was searched when nothing matched, and offers a new search', async () => {
    renderStory(Empty);
    expect(await screen.findByText('No genes matched your search for "NOSUCHGENE".')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
    expect(document.title).toBe('Search Results - Genes');
  });

  it.each([
    ['a failed request', Failed],
    ['an answer with its error flag', ErrorFlag],
  ])('shows %s as the error state: an empty table, loading stopped', async (_, Story) => {
    renderStory(Story);
    expect(await screen.findByText('The search could not be completed, so there are no results to show.')).toBeVisible();
    expect(screen.getByRole('table')).toHaveTextContent('No data available');
    expect(screen.queryByText('Loading results…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results - Genes');
  });

  it('counts the total when the answer stopped at 10,000 of more matches', async () => {
    renderStory(TenThousandRows);
    expect(await screen.findByTestId('result-count', {}, { timeout: 10_000 })).toHaveTextContent('Showing the first 10,000 of 12,345 results.');
  });
});

describe('reading the search from the address', () => {
  it('posts the parameters stored under key to the category call', async () => {
    const bodies = recordSearchBodies();
    renderStory(ProteinColumns);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results - Proteins' })).toBeVisible();
    expect(bodies).toEqual([{ path: '/api/search/protein', body: { nameSection: { nameBy: 'locus', nameType: 'contains', nameText: 'AT1G' } } }]);
  });

  it('posts search_params from the address', async () => {
    const bodies = recordSearchBodies();
    renderStory(CommunityColumns);
    expect(await screen.findByRole('link', { name: 'Rhee, Seung Yon' })).toBeVisible();
    expect(bodies).toEqual([
      { path: '/api/search/community', body: { searchTerms: [{ last_name_input: 'Rhee', last_name_method: 'starts_with' }] } },
    ]);
  });

  it('explains a saved search missing from this browser instead of searching', async () => {
    const bodies = recordSearchBodies();
    renderStory(MissingSavedSearch);
    expect(await screen.findByRole('alert')).toHaveTextContent('The saved search "searchParams_1700000000000" is not in this browser');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results - Genes' })).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('explains search_params that are not JSON', async () => {
    renderStory(UnreadableParameters);
    expect(await screen.findByRole('alert')).toHaveTextContent('The search parameters in the address (search_params) are not a valid JSON object.');
  });
});

describe('the toolbar', () => {
  it('downloads every row as tab-separated text: the query and date first, then exactly the columns on screen', async () => {
    const user = userEvent.setup();
    renderStory(GeneResults);
    await user.click(await screen.findByRole('button', { name: 'Download All' }));
    const file = savedFile();
    expect(file.name).toBe(`genes_${today()}.tsv`);
    expect(file.mime).toMatch(/^text\/tab-separated-values/);
    expect(file.lines[0]).toBe(`Search Results - Genes for "AT1G", downloaded ${today()}`);
    // The row number and checkbox columns come first on screen and are not data.
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(2)
      .map((header) => header.textContent?.trim() ?? '');
    expect(file.lines[1]?.split('\t')).toEqual(headers);
    expect(file.lines[1]?.split('\t')).toEqual(['Locus', 'Gene Models', 'Other Names', 'Description', 'Gene Model Type', 'Keywords', 'Phenotypes', 'UniProt IDs']);
    expect(file.lines.filter((line) => line.startsWith('AT'))).toHaveLength(6);
    expect(file.lines[2]?.split('\t').slice(0, 3)).toEqual(['AT1G01010', 'AT1G01010.1', 'NAC001, NAC domain containing protein 1, ANAC001']);
  });

  it("alerts 'Nothing selected' for Download Checked with no row chosen, then downloads only the chosen rows", async () => {
    const user = userEvent.setup();
    renderStory(GeneResults);
    await user.click(await screen.findByRole('button', { name: 'Download Checked' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing selected');
    expect(saveTextFile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Select AT1G01060' }));
    expect(screen.queryByText('Nothing selected')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download Checked' }));
    const rows = savedFile().lines.slice(2).filter((line) => line !== '');
    expect(rows.map((line) => line.split('\t')[0])).toEqual(['AT1G01060']);
  });

  it('downloads annotations as CSV under the header sentence, without New Search', async () => {
    const user = userEvent.setup();
    renderStory(AnnotationColumns);
    expect(
      await screen.findByText('Your query for annotations where keywords are GO Cellular Component, GO Molecular Function, GO Biological Process resulted in 3 records.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New Search' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download All' }));
    const file = savedFile();
    expect(file.name).toBe(`annotations_${today()}.csv`);
    expect(file.mime).toMatch(/^text\/csv/);
    expect(file.lines[0]).toMatch(/^"Search Results - Annotations for keyword_types: comp, func, proc; searchTerms: locus_name exactly ""AT1G01010"", downloaded /);
    expect(file.lines[1]).toBe(
      'Locus,Representative Gene,Gene Name,Keyword,Relationship Type,Keyword Category,Evidence,Last Modified,Reference,Annotated By',
    );
    expect(file.lines[2]).toBe(
      'AT1G01010,AT1G01010.1,NAC001,DNA-binding transcription factor activity,enables,GO Molecular Function,ISS,2023-06-14,Ooka et al. 2003,TAIR',
    );
  });

  it('hides downloads and selection for people and labs', async () => {
    renderStory(CommunityColumns);
    await screen.findByRole('link', { name: 'Rhee, Seung Yon' });
    expect(screen.queryByRole('button', { name: 'Download All' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Checked' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('copies an address that carries the stored parameters as search_params', async () => {
    // user-event brings a clipboard of its own; the stub goes on after it.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    const restore = stubClipboard(writeText);
    try {
      renderStory(LocusHistoryColumns);
      await user.click(await screen.findByRole('button', { name: 'Copy link' }));
      await screen.findByText(/^Link copied/);
      const copied = new URL(String((writeText.mock.calls[0] as unknown[] | undefined)?.[0]));
      expect(copied.pathname).toBe('/results');
      expect(copied.searchParams.get('key')).toBeNull();
      expect(copied.searchParams.get('category')).toBe('locus_history');
      expect(JSON.parse(copied.searchParams.get('search_params') ?? '')).toEqual({ locusIds: ['AT1G01010', 'AT1G01015', 'AT1G01060'] });
    } finally {
      restore();
    }
  });

  it('says so when the browser refuses the copy', async () => {
    const user = userEvent.setup();
    const restore = stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    try {
      renderStory(GeneResults);
      await user.click(await screen.findByRole('button', { name: 'Copy link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be copied.');
    } finally {
      restore();
    }
  });
});

describe('selection', () => {
  it('chooses one gene model of a locus whose models share its key, and downloads only that row', async () => {
    const user = userEvent.setup();
    renderStory(DescriptionColumns);
    await user.click(await screen.findByRole('checkbox', { name: 'Select AT1G01060.2 AT1G01060' }));
    expect(screen.getByText('1 of 3 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download Checked' }));
    const rows = savedFile().lines.slice(2).filter((line) => line !== '');
    expect(rows.map((line) => line.split('\t').slice(0, 2))).toEqual([['AT1G01060', 'AT1G01060.2']]);
  });
});

describe('a search the server refuses', () => {
  it('shows the error state for a 400 naming a field', async () => {
    server.use(http.post('*/api/search/general', () => HttpResponse.json({ error: true, field: 'searchText', message: 'searchText is too long.' }, { status: 400 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<GeneResults />);
    expect(await screen.findByText('The search could not be completed, so there are no results to show.')).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
