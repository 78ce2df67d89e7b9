import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { refuseClipboardWrites, stubClipboard } from '../../../renderers/sequence/clipboardStubs.storySupport';
import {
  docsSearchHandlers,
  emptySearchHandlers,
  errorFlagSearchHandlers,
  failingSearchHandlers,
  limitedGeneActionHandlers,
  memberRefusedGeneActionHandlers,
  pendingSearchHandlers,
  searchResultsHandlers,
  truncatedGeneSearchHandlers,
} from '../../../../mocks/search/resultsHandlers';
import { geneDocs } from '../../../../mocks/fixtures/search/geneDocs';
import { GENE_ACTIONS_PER_MINUTE_BODY, MEMBER_REFUSAL_BODY } from '../../../../mocks/accessRefusals';
import { ResultsPage } from './ResultsPage';
import { FAILED_TEXT } from './ResultStates';
import { storeStorySearch } from './results.storySupport';
import { EXPIRED_QUERY_ID, EXPIRED_QUERY_TEXT, SHARED_GENES_QUERY_ID } from '../../../../mocks/search/savedQueryHandlers';

const detailAddress = (category: string, params: unknown) =>
  `/results?mainType=detail&category=${category}&search_params=${encodeURIComponent(JSON.stringify(params))}`;

const locusNameSearch = { searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT1G01010' }] };

/**
 * Watches what the page hands to the browser: its calls (still made), and the files it saves, which go through an
 * object URL and an anchor's click (the click recorded instead of saving a file).
 */
const watchBrowserHandOffs = () => {
  const calls = spyOn(window, 'fetch');
  const objectUrls = spyOn(URL, 'createObjectURL');
  const saves = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => {
    calls.mockRestore();
    objectUrls.mockRestore();
    saves.mockRestore();
  };
};

/** The path and JSON body of every search call the page made. */
const searchBodies = () =>
  mocked(window.fetch)
    .mock.calls.map(([input, init]) => ({ path: new URL(String(input), window.location.href).pathname, body: init?.body }))
    .filter(({ path }) => path.startsWith('/api/search/'))
    .map(({ path, body }) => ({ path, body: JSON.parse(String(body)) as unknown }));

/** The files saved so far: the name given to the browser, and the text and type of what was saved. */
const savedFiles = () => mocked(HTMLAnchorElement.prototype.click).mock.contexts.map((anchor) => (anchor as HTMLAnchorElement).download);

/** The last file saved: its name, type and lines. */
async function lastSavedFile() {
  const names = savedFiles();
  const blob = mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob | undefined;
  const text = (await blob?.text()) ?? '';
  return { name: names.at(-1), mime: blob?.type, lines: text.split(/\r?\n/) };
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const meta = {
  title: 'Search/Results page',
  component: ResultsPage,
  parameters: { route: '/results?mainType=general&category=genes&searchText=AT1G', msw: { handlers: searchResultsHandlers } },
  beforeEach: [({ parameters }) => storeStorySearch(parameters), watchBrowserHandOffs],
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** A header search for genes: count, toolbar, gene actions and the table with its links. */
export const GeneResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search Results - Genes' })).toBeVisible();
    await expect(document.title).toBe('Search Results - Genes');
    await expect(canvas.getByTestId('result-count')).toHaveTextContent('6 results');
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
    await expect(canvas.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    // AT1G01060's four gene models fold to two; the others are one click away.
    await userEvent.click(canvas.getByRole('button', { name: 'Show 2 more gene models' }));
    await expect(canvas.getByRole('link', { name: 'AT1G01060.4' })).toHaveAttribute('href', '/gene?name=AT1G01060.4');
    await expect(await canvas.findByRole('button', { name: 'Get GO Annotations' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Gene Descriptions' })).toBeVisible();
    // A header search: one general call.
    await expect(searchBodies()).toEqual([{ path: '/api/search/general', body: { category: 'genes', searchText: 'AT1G' } }]);
  },
};

/**
 * Download All: every row as tab-separated text, the query and date first, then every column of the category, as
 * the screen shows them while none is hidden (the row number and checkbox columns come first on screen and are not
 * data).
 */
export const AllDownloaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download All' }));
    const file = await lastSavedFile();
    await expect(file.name).toBe(`genes_${today()}.tsv`);
    await expect(file.mime).toMatch(/^text\/tab-separated-values/);
    await expect(file.lines[0]).toBe(`Search Results - Genes for "AT1G", downloaded ${today()}`);
    const headers = within(canvas.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(2)
      .map((header) => header.textContent?.trim() ?? '');
    await expect(file.lines[1]?.split('\t')).toEqual(headers);
    await expect(file.lines[1]?.split('\t')).toEqual(['Locus', 'Gene Models', 'Other Names', 'Description', 'Gene Model Type', 'Keywords', 'Phenotypes', 'UniProt IDs']);
    await expect(file.lines.filter((line) => line.startsWith('AT'))).toHaveLength(6);
    await expect(file.lines[2]?.split('\t').slice(0, 3)).toEqual(['AT1G01010', 'AT1G01010.1', 'NAC001, NAC domain containing protein 1, ANAC001']);
  },
};

/** Download Checked with no row chosen alerts 'Nothing selected' and saves nothing; then it saves only the chosen rows. */
export const CheckedDownloaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download Checked' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nothing selected');
    await expect(savedFiles()).toEqual([]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT1G01060' }));
    await expect(canvas.queryByText('Nothing selected')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Checked' }));
    const rows = (await lastSavedFile()).lines.slice(2).filter((line) => line !== '');
    await expect(rows.map((line) => line.split('\t')[0])).toEqual(['AT1G01060']);
  },
};

/** The browser refuses to copy the link: the page says so. */
export const LinkCopyRefused: Story = {
  beforeEach: () => refuseClipboardWrites(),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The link could not be copied.');
  },
};

/** 001 §8: a 400 naming a field shows the error state (and the refusal is logged for the developer). */
export const RefusedByServer: Story = {
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/search/general', () => HttpResponse.json({ error: true, field: 'searchText', message: 'searchText is too long.' }, { status: 400 })),
        ...searchResultsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('The search could not be completed, so there are no results to show.')).toBeVisible();
    await expect(console.warn).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingSearchHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Searching ...' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading results…');
    await waitFor(() => expect(document.title).toBe('Searching ...'));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { route: '/results?mainType=general&category=genes&searchText=NOSUCHGENE', msw: { handlers: emptySearchHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('No genes matched your search for "NOSUCHGENE".')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.title).toBe('Search Results - Genes');
  },
};

/** A gene form's search as it was submitted: an exact name that matches nothing, on chromosome 3. */
const exactGeneNameSearch = {
  taxonName: 'Arabidopsis thaliana',
  searchBy: 'name',
  searchType: 'exactly',
  detailSearchText: 'NOSUCHGENE',
  geneListUploadType: 'locus',
  chromosome: '3',
  mapType: 'agi',
  gaUnit: 'kbp',
};

/** The search parameters a results link carries. */
const paramsOfLink = (link: HTMLElement) =>
  JSON.parse(new URL(link.getAttribute('href') ?? '', window.location.href).searchParams.get('search_params') ?? 'null') as unknown;

/**
 * A form's search that found nothing says what the reader set, in the form's labels (never a parameter name, never
 * a field left at its default), and links to the same search widened: contains instead of exact, obsolete genes included.
 */
export const EmptyFormSearchWidened: Story = {
  parameters: { route: detailAddress('genes', exactGeneNameSearch), msw: { handlers: emptySearchHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('No genes matched your search.')).toHaveAttribute('role', 'status');
    await expect(await canvas.findByText("You searched for: Gene Name exact 'NOSUCHGENE'; Chromosome 3.")).toBeVisible();
    await expect(canvas.getByTestId('empty-results')).not.toHaveTextContent(/taxonName|searchType|gaUnit|kbp|agi/);
    const offers = within(canvas.getByRole('navigation', { name: 'Wider searches' }));
    const contains = offers.getByRole('link', { name: "Gene Name contains 'NOSUCHGENE' instead of exact" });
    await expect(paramsOfLink(contains)).toEqual({ ...exactGeneNameSearch, searchType: 'contains' });
    await expect(contains.getAttribute('href')).toMatch(/^\/results\?mainType=detail&category=genes&search_params=/);
    await expect(paramsOfLink(offers.getByRole('link', { name: 'Include obsolete genes' }))).toEqual({ ...exactGeneNameSearch, include_obsolete: true });
    await expect(offers.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
  },
};

/** A search with nothing to widen (a DOI is matched exactly only) says what was searched and offers only a new search. */
export const EmptyFormSearchNothingToWiden: Story = {
  parameters: {
    route: detailAddress('publication', { searchTerms: [{ search_type: 'doi', search_method: 'exactly', search_input: '10.9999/none' }], publication_type: 'all' }),
    msw: { handlers: emptySearchHandlers() },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText("You searched for: DOI exactly '10.9999/none'.")).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No publications matched your search.');
    await expect(canvas.queryByRole('navigation', { name: 'Wider searches' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/publication');
  },
};

/** A form's search downloaded: the file's first line tells the search in the form's words. */
export const FormSearchDownloaded: Story = {
  parameters: { route: detailAddress('germplasm', { searchTerms: [{ search_type: 'name', search_method: 'starts_with', search_input: 'SALK' }, { species_search_by: 'Arabidopsis thaliana' }] }) },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(savedFiles()).toHaveLength(1));
    await expect((await lastSavedFile()).lines[0]).toBe(`Search Results - Germplasms for germplasm name starts with 'SALK', downloaded ${today()}`);
  },
};

/** 001 §8: a failed request shows the error state with an empty table; loading stops. */
export const Failed: Story = {
  parameters: { msw: { handlers: failingSearchHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('The search could not be completed, so there are no results to show.')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('No data available');
    await expect(canvas.queryByText('Loading results…')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results - Genes');
  },
};

export const ErrorFlag: Story = {
  parameters: { msw: { handlers: errorFlagSearchHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('The search could not be completed, so there are no results to show.')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('No data available');
    await expect(canvas.queryByText('Loading results…')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results - Genes');
  },
};

export const OneRow: Story = {
  parameters: { msw: { handlers: docsSearchHandlers(geneDocs.slice(0, 1)) } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByTestId('result-count')).toHaveTextContent('1 result');
    await expect(canvas.getByRole('link', { name: 'AT1G01010' })).toBeVisible();
  },
};

/** 001 §4: 10,000 docs came back of 12,345 matches, so the count is the total. */
export const TenThousandRows: Story = {
  parameters: { msw: { handlers: truncatedGeneSearchHandlers(12_345) } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByTestId('result-count', {}, { timeout: 10_000 })).toHaveTextContent('Showing the first 10,000 of 12,345 results.');
    await expect(canvas.getByText('1–25 of 10,000')).toBeVisible();
  },
};

/** An address that names a view (Back from a record, a reload, a shared link): the table opens sorted, paged and selected as it says. */
export const ViewFromAddress: Story = {
  parameters: {
    route: '/results?mainType=general&category=genes&searchText=AT1G&sort=gene_name&dir=desc&page=3&size=50&sel=1-2.9999',
    msw: { handlers: truncatedGeneSearchHandlers(12_345) },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('101–150 of 10,000', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Locus/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('combobox', { name: /per page/i })).toHaveValue('50');
    await expect(canvas.getByText('3 of 10,000 selected')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A hand-edited or cut view in the address: what could not be read is named, and the rest of the view still applies. */
export const UnreadableView: Story = {
  parameters: { route: '/results?mainType=general&category=genes&searchText=AT1G&sort=gene_name&page=abc&sel=2-' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('The page in the address (page=abc) is not a page number; the results open at page 1.');
    await expect(notice).toHaveTextContent('The selection in the address (sel) was changed or cut short, so nothing is selected.');
    await expect(canvas.getByRole('columnheader', { name: /Locus/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByText('1–6 of 6')).toBeVisible();
  },
};

/** A link from another browser: its key is not in this browser, so the search is read from the server by q. */
export const SharedLink: Story = {
  parameters: { route: `/results?mainType=detail&category=genes&key=searchParams_elsewhere&q=${SHARED_GENES_QUERY_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByTestId('result-count')).toHaveTextContent(/\d results/);
    await expect(searchBodies()).toEqual([{ path: '/api/search/gene', body: { searchType: 'contains', searchBy: 'name', detailSearchText: 'NAC' } }]);
  },
};

/** A shared link whose saved search has expired says so, with a way to search again. */
export const ExpiredLink: Story = {
  parameters: { route: `/results?mainType=detail&category=genes&key=searchParams_elsewhere&q=${EXPIRED_QUERY_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPIRED_QUERY_TEXT);
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
    await expect(searchBodies()).toEqual([]);
  },
};

/** A shared link cut short: said at once, without asking the server. */
export const CutLink: Story = {
  parameters: { route: '/results?mainType=detail&category=genes&q=sharedGen' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('This search link is incomplete or was changed');
  },
};

/** Select All takes every row; Download Checked then has something to download. */
export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download Checked' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT1G01060' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await expect(canvas.getByText('6 of 6 selected')).toBeVisible();
  },
};

/** A phone: the toolbar and gene actions wrap, the table scrolls in its own box, the page never scrolls sideways. */
export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await canvas.findByRole('button', { name: 'Get GO Annotations' }, { timeout: 10_000 });
    await expect(window.innerWidth).toBeLessThanOrEqual(400);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const MissingSavedSearch: Story = {
  parameters: { route: '/results?mainType=detail&category=genes&key=searchParams_1700000000000' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The saved search "searchParams_1700000000000" is not in this browser');
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search/genes');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search Results - Genes' })).toBeVisible();
    // Explained instead of searched.
    await expect(searchBodies()).toEqual([]);
  },
};

export const UnreadableParameters: Story = {
  parameters: { route: '/results?mainType=detail&category=germplasm&search_params=%7Bnot-json' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(
      'The search parameters in the address (search_params) are not a valid JSON object.',
    );
  },
};

// One story per category: its title, its columns and where its first link leads.

const columnsPlay =
  (title: string, headers: string[], firstLink: { name: string; href: string }): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: `Search Results - ${title}` })).toBeVisible();
    for (const header of headers) await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: firstLink.name })[0]).toHaveAttribute('href', firstLink.href);
  };

export const DnaColumns: Story = {
  parameters: { route: detailAddress('dna', { category: 'clone', ...locusNameSearch }) },
  play: columnsPlay('DNA', ['Name', 'Type', 'Vector Type', 'Loci', 'GenBank Accessions'], { name: 'U09533', href: '/clone?key=1000430981' }),
};

export const ProteinColumns: Story = {
  parameters: {
    storedSearch: { key: 'searchParams_protein_story', params: { nameSection: { nameBy: 'locus', nameType: 'contains', nameText: 'AT1G' } } },
    route: '/results?mainType=detail&category=protein&key=searchParams_protein_story',
  },
  play: async (context) => {
    await columnsPlay('Proteins', ['Gene Model', 'Locus', 'Length (aa)', 'MW (Da)', 'pI', 'Domains'], { name: 'AT1G01010.1', href: '/protein?key=1009107926' })?.(context);
    // The parameters stored under the address's key are posted to the category's call.
    await expect(searchBodies()).toEqual([{ path: '/api/search/protein', body: { nameSection: { nameBy: 'locus', nameType: 'contains', nameText: 'AT1G' } } }]);
  },
};

export const GermplasmColumns: Story = {
  parameters: { route: detailAddress('germplasm', locusNameSearch) },
  play: columnsPlay('Germplasms', ['Name', 'Type', 'Species', 'Background', 'Stock Numbers', 'Polymorphisms'], { name: 'SALK_056576', href: '/germplasm?key=4501795532' }),
};

export const KeywordColumns: Story = {
  parameters: { route: '/results?mainType=general&category=keyword&searchText=GO' },
  play: columnsPlay('Keywords', ['Keyword', 'Category', 'Accession', 'Annotations'], { name: 'nucleus', href: '/keyword?key=7219' }),
};

export const PolymorphismColumns: Story = {
  parameters: { route: detailAddress('polyallele', locusNameSearch) },
  play: columnsPlay('Polymorphisms/Alleles', ['Name', 'Type', 'Allele Mode', 'Loci'], { name: 'lhy-11', href: '/polyallele?key=4501800002' }),
};

export const PublicationColumns: Story = {
  parameters: { route: detailAddress('publication', locusNameSearch) },
  play: columnsPlay('Publications', ['Title', 'Authors', 'Year', 'Source', 'PubMed ID', 'DOI'], {
    name: 'The late elongated hypocotyl mutation of Arabidopsis disrupts circadian rhythms',
    href: '/publication?key=501680000',
  }),
};

/** People and labs: no downloads and no selection (001 §2.3); people and organizations link to their own pages. */
export const CommunityColumns: Story = {
  parameters: { route: detailAddress('community', { searchTerms: [{ last_name_input: 'Rhee', last_name_method: 'starts_with' }] }) },
  play: async (context) => {
    await columnsPlay('People/Labs', ['Name', 'Institution', 'Country'], { name: 'Rhee, Seung Yon', href: '/person?key=1501434577' })?.(context);
    const canvas = page(context.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Phoenix Bioinformatics' })).toHaveAttribute('href', '/organization?key=1501415870');
    await expect(canvas.queryByRole('button', { name: 'Download All' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download Checked' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    // search_params from the address are posted as they are.
    await expect(searchBodies()).toEqual([
      { path: '/api/search/community', body: { searchTerms: [{ last_name_input: 'Rhee', last_name_method: 'starts_with' }] } },
    ]);
  },
};

export const MarkerColumns: Story = {
  parameters: { route: detailAddress('markers', {}) },
  play: columnsPlay('Markers', ['Name', 'Type', 'Chromosome', 'Polymorphic Between'], { name: 'nga280', href: '/marker?key=4306' }),
};

export const EcotypeColumns: Story = {
  parameters: { route: detailAddress('ecotype', { searchTerms: [{ search_type: 'name', search_method: 'starts_with', search_input: 'Col' }] }) },
  play: columnsPlay('Ecotypes', ['Name', 'Abbreviation', 'Stock Numbers', 'Country', 'Location', 'Habitat'], { name: 'Ler-0', href: '/ecotype?key=92' }),
};

export const TransposonColumns: Story = {
  parameters: { route: detailAddress('transposon', {}) },
  play: columnsPlay('Transposons', ['Name', 'Family', 'Super Family', 'Start', 'End'], { name: 'ATCOPIA24', href: '/transposonfamily?key=7000001' }),
};

export const TransposonFamilyColumns: Story = {
  parameters: { route: detailAddress('transposonfamily', {}) },
  play: columnsPlay('Transposon Families', ['Family Name', 'Super Family', 'Number of Transposable Elements'], { name: 'ATREP4', href: '/transposonfamily?key=7000002' }),
};

export const ProtocolColumns: Story = {
  parameters: { route: detailAddress('protocol', { searchTerms: [{ keywords: 'transformation' }] }) },
  play: columnsPlay('Protocols', ['Title', 'Authors', 'Keywords', 'Description'], { name: 'Floral dip transformation of Arabidopsis', href: '/protocol?id=1007' }),
};

/** A locus page's 'View annotation details': the stored GO search, its header sentence, no New Search. */
export const AnnotationColumns: Story = {
  parameters: {
    storedSearch: {
      key: 'searchParams_go',
      params: { keyword_types: ['comp', 'func', 'proc'], searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT1G01010' }] },
    },
    route: '/results?mainType=detail&category=annotations&key=searchParams_go',
  },
  play: async (context) => {
    await columnsPlay('Annotations', ['Locus', 'Representative Gene', 'Keyword', 'Relationship Type', 'Evidence', 'Last Modified', 'Reference', 'Annotated By'], {
      name: 'nucleus',
      href: '/keyword?key=7219',
    })?.(context);
    const canvas = page(context.canvasElement);
    await expect(
      canvas.getByText('Your query for annotations where keywords are GO Cellular Component, GO Molecular Function, GO Biological Process resulted in 3 records.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'New Search' })).toBeNull();
    // Downloaded as CSV under the header sentence.
    await userEvent.click(canvas.getByRole('button', { name: 'Download All' }));
    const file = await lastSavedFile();
    await expect(file.name).toBe(`annotations_${today()}.csv`);
    await expect(file.mime).toMatch(/^text\/csv/);
    // The first line names the search as the page does, by the answer's term.
    await expect(file.lines[0]).toMatch(/^"Search Results - Annotations for GO Cellular Component, GO Molecular Function, GO Biological Process, downloaded /);
    await expect(file.lines[1]).toBe('Locus,Representative Gene,Gene Name,Keyword,Relationship Type,Keyword Category,Evidence,Last Modified,Reference,Annotated By');
    await expect(file.lines[2]).toBe(
      'AT1G01010,AT1G01010.1,NAC001,DNA-binding transcription factor activity,enables,GO Molecular Function,ISS,2023-06-14,Ooka et al. 2003,TAIR',
    );
  },
};

export const DescriptionColumns: Story = {
  parameters: {
    storedSearch: { key: 'searchParams_descriptions_story', params: { locusIds: ['AT1G01010', 'AT1G01060'] } },
    route: '/results?mainType=detail&category=descriptions&key=searchParams_descriptions_story',
  },
  play: async (context) => {
    await columnsPlay('Gene Descriptions', ['Locus', 'Gene Model', 'Short Description', 'Curator Summary'], { name: 'AT1G01060.2', href: '/gene?name=AT1G01060.2' })?.(context);
    const canvas = page(context.canvasElement);
    // Curator summaries are HTML, drawn once the sanitiser has loaded.
    await expect(await canvas.findByRole('link', { name: 'Ooka et al. 2003' })).toHaveAttribute('href', '/publication?key=501741973');
    // Two gene models of one locus share its key; each row is chosen on its own.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AT1G01060.2 AT1G01060' }));
    await expect(canvas.getByText('1 of 3 selected')).toBeVisible();
    // Only that row is downloaded.
    await userEvent.click(canvas.getByRole('button', { name: 'Download Checked' }));
    const rows = (await lastSavedFile()).lines.slice(2).filter((line) => line !== '');
    await expect(rows.map((line) => line.split('\t').slice(0, 2))).toEqual([['AT1G01060', 'AT1G01060.2']]);
  },
};

/**
 * A member with no usage units left asks for gene descriptions (subscription content, unlike result lists): the
 * server's sentence saying what would open them, in place of the failure's, over an empty table.
 */
export const RefusedNoUnits: Story = {
  parameters: { ...DescriptionColumns.parameters, msw: { handlers: memberRefusedGeneActionHandlers() } },
  beforeEach: () => {
    // The page logs every refusal for the developer; the story asserts it, so it need not reach the console.
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const note = await canvas.findByText(MEMBER_REFUSAL_BODY.error);
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText(FAILED_TEXT)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results - Gene Descriptions');
    await expect(canvas.getByRole('table')).toHaveTextContent('No data available');
    await expect(canvas.queryByTestId('result-count')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'AT1G01060.2' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download All' })).toBeNull();
    await expect(console.warn).toHaveBeenCalled();
  },
};

/** An address that has met the gene actions' limit of 30 a minute: the server's sentence says so and when to retry. */
export const GeneActionLimitReached: Story = {
  parameters: { ...DescriptionColumns.parameters, msw: { handlers: limitedGeneActionHandlers(GENE_ACTIONS_PER_MINUTE_BODY) } },
  beforeEach: RefusedNoUnits.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const note = await canvas.findByText(GENE_ACTIONS_PER_MINUTE_BODY.message);
    await expect(note).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText(FAILED_TEXT)).toBeNull();
    await expect(canvas.getByRole('table')).toHaveTextContent('No data available');
    await expect(canvas.queryByTestId('result-count')).toBeNull();
  },
};

export const LocusHistoryColumns: Story = {
  parameters: {
    storedSearch: { key: 'searchParams_history_story', params: { locusIds: ['AT1G01010', 'AT1G01015', 'AT1G01060'] } },
    route: '/results?mainType=detail&category=locus_history&key=searchParams_history_story',
  },
  play: async (context) => {
    await columnsPlay('Locus History', ['Locus', 'Event', 'Related Loci', 'Date', 'Status'], { name: 'AT1G01015', href: '/locus?name=AT1G01015' })?.(context);
    const canvas = page(context.canvasElement);
    // The obsolete locus's event and status both read 'obsolete'; the two loci in use say so.
    await expect(canvas.getAllByRole('cell', { name: /^obsolete$/ })).toHaveLength(2);
    await expect(canvas.getAllByRole('cell', { name: /^in use$/ })).toHaveLength(2);
  },
};

/** A clipboard the story controls, which accepts every copy. */
const clipboardWrites = fn<(text: string) => Promise<void>>();

/**
 * Copy link: the page's own address once its stored parameters are saved on the server beside the key (q=), which
 * another browser reads (SharedLink); until then they travel as search_params (resultsRequest.test.ts).
 */
export const LinkCopied: Story = {
  parameters: LocusHistoryColumns.parameters,
  beforeEach: () => {
    clipboardWrites.mockReset().mockResolvedValue(undefined);
    return stubClipboard(clipboardWrites);
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    // The id is put in the address once the server has answered the save.
    const copyButton = await canvas.findByRole('button', { name: 'Copy link' });
    const lastCopied = () => new URL(String(clipboardWrites.mock.calls.at(-1)?.[0] ?? 'http://x/'));
    await waitFor(async () => {
      await userEvent.click(copyButton);
      await expect(lastCopied().searchParams.get('q')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    });
    await canvas.findByText(/^Link copied/);
    const copied = lastCopied();
    await expect(copied.pathname).toBe('/results');
    await expect(copied.searchParams.get('category')).toBe('locus_history');
    await expect(copied.searchParams.get('search_params')).toBeNull();
  },
};

export const MicroarrayColumns: Story = {
  parameters: {
    storedSearch: { key: 'searchParams_microarray_story', params: { locusIds: ['AT1G01010', 'AT1G01060'], platforms: ['AFFY_ATH1'] } },
    route: '/results?mainType=detail&category=microarray&key=searchParams_microarray_story',
  },
  play: columnsPlay('Microarray Elements', ['Array Element', 'Platform', 'Locus'], { name: '261585_at', href: '/array_element?key=261585_at' }),
};

/**
 * Columns: a menu of the gene columns whose checkboxes hide and show them; Locus names the row and stays. The
 * choice is remembered for the category in this browser, and downloads still write every column.
 */
export const ColumnsChosen: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('results.columns.genes');
    return () => window.localStorage.removeItem('results.columns.genes');
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const columnsButton = await canvas.findByRole('button', { name: 'Columns' });
    await userEvent.click(columnsButton);
    const menu = within(await within(document.body).findByRole('menu', { name: 'Columns shown' }));
    await expect(menu.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual([
      'Locus', 'Gene Models', 'Other Names', 'Description', 'Gene Model Type', 'Keywords', 'Phenotypes', 'UniProt IDs',
    ]);
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Locus' })).toHaveAttribute('aria-disabled', 'true');

    const keywords = menu.getByRole('menuitemcheckbox', { name: 'Keywords' });
    await expect(keywords).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(keywords);
    await expect(keywords).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('columnheader', { name: 'Keywords' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Columns (7 of 8)' })).toHaveFocus();
    await expect(JSON.parse(window.localStorage.getItem('results.columns.genes') ?? '')).toEqual(['keywords']);

    await userEvent.click(canvas.getByRole('button', { name: 'Download All' }));
    await expect((await lastSavedFile()).lines[1]?.split('\t')).toContain('Keywords');
  },
};
