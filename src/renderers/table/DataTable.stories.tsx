import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCurrentLocation } from '../link/CurrentLocation.storySupport';
import { DataTable } from './DataTable';
import { savedFiles, savedText, watchSavedFiles } from './savedFiles.storySupport';
import {
  flcGermplasms,
  flcPublicationsOldestFirst,
  flcRecord,
  germplasmColumns,
  goAnnotations,
  goColumns,
  publicationColumns,
  publications,
} from './tableFixtures.storySupport';

const meta = {
  title: 'Renderers/DataTable',
  component: DataTable,
  args: {
    recordType: 'locus',
    sectionId: 'publications',
    record: flcRecord,
    field: { kind: 'table', label: 'Publications', path: 'publications', columns: publicationColumns, empty: 'No publications available' },
    value: publications,
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
const column = (canvasElement: HTMLElement, index: number) =>
  bodyRows(canvasElement).map((row) => within(row).getAllByRole('cell')[index]?.textContent);
const header = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('columnheader', { name });
const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });
// The lines of the one TSV file saved, once the code that builds it (loaded on the first click) has saved it.
const savedLines = async () => {
  await waitFor(() => expect(savedFiles).toHaveLength(1));
  return (await savedText()).trimEnd().split('\n');
};

/** Five publications: one row each under the configured headers; no pager, no filter at 10 rows or fewer. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Publications' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Year', 'PubMed ID']);
    await expect(header(canvasElement, 'Title')).toHaveAttribute('scope', 'col');
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByRole('combobox', { name: 'Results per page:' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** Sorted by title, A to Z (text compares without case), then Z to A on a second click. */
export const SortedByTitle: Story = {
  play: async ({ canvasElement }) => {
    const title = header(canvasElement, 'Title');
    await userEvent.click(within(title).getByRole('button'));
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await expect(column(canvasElement, 0)).toEqual([
      'apetala1 and LEAFY',
      'Arabidopsis NAC001 in root development',
      'flowering LOCUS C encodes a MADS domain protein',
      'The circadian clock gene LHY',
      'Vernalization and FRIGIDA',
    ]);
    await userEvent.click(within(title).getByRole('button'));
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(column(canvasElement, 0)[0]).toBe('Vernalization and FRIGIDA');
  },
};

/**
 * Sorted by year, oldest first, then newest first: the row without a year stays last both ways. A download holds the
 * rows in the order they are sorted.
 */
export const SortedByYear: Story = {
  beforeEach: watchSavedFiles,
  play: async ({ canvasElement }) => {
    const sortByYear = within(header(canvasElement, 'Year')).getByRole('button');
    await userEvent.click(sortByYear);
    await expect(column(canvasElement, 1)).toEqual(['1999', '2000', '2004', '2009', '']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download TSV' }));
    const years = (await savedLines()).slice(1).map((line) => line.split('\t')[1]);
    await expect(years).toEqual(['1999', '2000', '2004', '2009', '']);
    await userEvent.click(sortByYear);
    await expect(column(canvasElement, 1)).toEqual(['2009', '2004', '2000', '1999', '']);
  },
};

/** Three rows: too few for a download to help, so none is offered. */
export const ThreeRows: Story = {
  args: { value: publications.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Download TSV' })).not.toBeInTheDocument();
  },
};

/** No rows: the config's empty text, and no table or buttons. */
export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No publications available')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Long: Story = {
  args: {
    value: publications.map((publication) => ({
      ...publication,
      title: `${publication.title}: ${'a genome-wide survey of MADS-box, MYB and NAC transcription factor families in Arabidopsis thaliana accessions '.repeat(3)}`,
    })),
    field: {
      kind: 'table',
      label: 'Publications',
      path: 'publications',
      columns: [
        ...publicationColumns,
        { header: 'Citation', text: '{title} ({year})' },
        { header: 'AGI_LOCUS_CODES_CITED_WITHOUT_SPACES', text: 'AT1G01010,AT1G01060,AT5G10140,AT2G46830,AT4G16780' },
      ],
    },
  },
};

/**
 * 64 rows: 10 a page, a labelled filter box above 50 rows; the labelled pager buttons move between pages; a new
 * page size starts again at page 1.
 */
export const ManyRows: Story = {
  args: {
    sectionId: 'gene-ontology',
    value: goAnnotations(64),
    field: { kind: 'table', label: 'Gene Ontology annotations', path: 'annotations', columns: goColumns },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(await canvas.findByRole('searchbox', { name: 'Filter gene ontology annotations' })).toBeVisible();
    const pageSize = canvas.getByRole('combobox', { name: 'Results per page:' });
    await expect(within(pageSize).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await expect(canvas.getByText('1–10 of 64')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('11–20 of 64')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to first page' }));
    await expect(canvas.getByText('1–10 of 64')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await userEvent.selectOptions(pageSize, '25');
    await expect(canvas.getByText('1–25 of 64')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
  },
};

/** 50 a page, sorted by score: numbers compare as numbers. */
export const SortedByScore: Story = {
  args: ManyRows.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Results per page:' }), '50');
    await userEvent.click(within(header(canvasElement, 'Score')).getByRole('button'));
    const scores = column(canvasElement, 4).map(Number);
    await expect(scores).toHaveLength(50);
    await expect(scores).toEqual([...scores].sort((a, b) => a - b));
  },
};

/**
 * 20 germplasms, limited to 15: the table pages through the first 15, says how many there are in all and offers
 * View Complete List, which opens the page the config names. A download holds all 20, named after the label.
 */
export const Limited: Story = {
  decorators: [withCurrentLocation],
  args: {
    sectionId: 'germplasm-and-clones',
    value: flcGermplasms(20),
    field: {
      kind: 'table',
      label: 'Germplasms',
      path: 'germplasms',
      columns: germplasmColumns,
      limit: 15,
      viewAll: { href: '/results?mainType=detail&category=germplasm&locus={name}' },
      empty: 'No Germplasms found',
    },
  },
  beforeEach: watchSavedFiles,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 15')).toBeVisible();
    await expect(canvas.getByText('15 of 20 shown')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Download TSV' }));
    const lines = await savedLines();
    await expect(savedFiles[0]?.name).toBe('germplasms.tsv');
    await expect(lines[0]).toBe('Name\tPolymorphisms\tBackground\tStocks\tLast modified');
    await expect(lines).toHaveLength(21);
    await expect(lines[1]).toBe('SALK_089401\tflc-3\tCol-0\tCS852336, SALK_089401C\t2023-01-01');

    await userEvent.click(canvas.getByRole('link', { name: 'View Complete List' }));
    await expect(location(canvasElement)).toHaveTextContent('/results?mainType=detail&category=germplasm&locus=AT5G10140');
  },
};

/** The complete list is a search of the results page by the locus's AGI code (search_params in the address). */
export const LimitedResultsSearch: Story = {
  decorators: [withCurrentLocation],
  args: {
    sectionId: 'germplasm-and-clones',
    value: flcGermplasms(22),
    field: {
      kind: 'table',
      label: 'Germplasms',
      path: 'germplasms',
      columns: germplasmColumns,
      limit: 15,
      viewAll: {
        results: {
          category: 'germplasm',
          params: { searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: '{^name}' }] },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15 of 22 shown')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Complete List' })).toHaveAttribute('href', expect.stringContaining('search_params='));
    await userEvent.click(canvas.getByRole('link', { name: 'View Complete List' }));
    const address = new URL(location(canvasElement).textContent ?? '', window.location.origin);
    await expect(address.pathname).toBe('/results');
    await expect(address.searchParams.get('mainType')).toBe('detail');
    await expect(address.searchParams.get('category')).toBe('germplasm');
    await expect(JSON.parse(address.searchParams.get('search_params') ?? 'null')).toEqual({
      searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT5G10140' }],
    });
  },
};

/** 22 publications listed oldest first: the newest 15 are shown, newest first, and the table says 15 of 22. */
export const LimitedNewestFirst: Story = {
  args: {
    value: flcPublicationsOldestFirst(22),
    field: {
      kind: 'table',
      label: 'Publications',
      path: 'publications',
      columns: publicationColumns,
      limit: 15,
      defaultSort: { column: 'year', direction: 'desc' },
      viewAll: {
        results: {
          category: 'publication',
          params: { searchTerms: [{ search_type: 'loci', search_method: 'exactly', search_input: '{^name}' }] },
        },
      },
    },
  },
  // The limit applies after sorting: the 15 newest run from 2024 down to 2010; 2003–2009 wait behind View Complete List.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15 of 22 shown')).toBeVisible();
    await expect(column(canvasElement, 1)).toEqual(['2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015']);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(column(canvasElement, 1)).toEqual(['2014', '2013', '2012', '2011', '2010']);
  },
};

/** View Complete List stores the annotation search under the configured key and opens its results page. */
export const LimitedAnnotationSearch: Story = {
  decorators: [withCurrentLocation],
  args: {
    sectionId: 'gene-ontology',
    value: goAnnotations(12),
    field: {
      kind: 'table',
      label: 'Gene Ontology annotations',
      path: 'annotations',
      columns: goColumns,
      limit: 15,
      viewAll: {
        always: true,
        search: { storageKey: 'searchParams_go', keywordTypes: ['comp', 'func', 'proc'], searchType: 'locus_name', input: '{name}' },
      },
    },
  },
  // Whatever an earlier visit stored under the key is gone, so that only this click can have stored the search.
  beforeEach: () => window.localStorage.removeItem('searchParams_go'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Complete List' }));
    await expect(JSON.parse(window.localStorage.getItem('searchParams_go') ?? 'null')).toMatchObject({
      keyword_types: ['comp', 'func', 'proc'],
      searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT5G10140' }],
    });
    await expect(location(canvasElement)).toHaveTextContent('/results?mainType=detail&category=annotations&key=searchParams_go');
  },
};

/** No complete list named: View Complete List shows every row in place. */
export const LimitedInPlace: Story = {
  args: {
    value: flcGermplasms(18),
    field: { kind: 'table', label: 'Germplasms', path: 'germplasms', columns: germplasmColumns, limit: 15 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View Complete List' }));
    await expect(canvas.getByText('1–10 of 18')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View Complete List' })).not.toBeInTheDocument();
  },
};

/** Each element of an array cell is linked; the download is named from the config's download name. */
export const WithLinks: Story = {
  args: {
    sectionId: 'germplasm-and-clones',
    value: flcGermplasms(6),
    field: { kind: 'table', label: 'Germplasms', path: 'germplasms', columns: germplasmColumns, download: 'FLC germplasms' },
  },
  beforeEach: watchSavedFiles,
  play: async ({ canvasElement }) => {
    const firstRow = bodyRows(canvasElement)[0]!;
    const stocks = within(firstRow).getAllByRole('cell')[3]!;
    await expect(stocks).toHaveTextContent('CS852336, SALK_089401C');
    await expect(within(stocks).getByRole('link', { name: 'CS852336' })).toHaveAttribute('target', '_blank');
    await expect(within(firstRow).getByRole('link', { name: 'SALK_089401' })).toHaveAttribute('href', '/germplasm?key=6530000');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download TSV' }));
    await waitFor(() => expect(savedFiles.map(({ name }) => name)).toEqual(['flc-germplasms.tsv']));
  },
};

export const HostileHtml: Story = {
  args: {
    value: [
      { name: 'AT1G01010', description: '<b>NAC001</b> <script>window.__hacked = true</script>NAC domain containing protein 1' },
      { name: 'AT1G01060', description: '<img src="x" alt="LHY figure" onerror="window.__hacked = true"><i>LHY</i> clock gene' },
      { name: 'AT5G10140', description: '<a href="javascript:window.__hacked = true">FLC</a> <svg onload="window.__hacked = true"></svg>' },
    ],
    field: {
      kind: 'table',
      label: 'Loci',
      path: 'loci',
      columns: [
        { header: 'Locus', path: 'name' },
        { header: 'Description', path: 'description', html: true },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The sanitiser loads on demand: wait for the sanitised markup, so no check passes on the plain-text stand-in.
    await waitFor(() => expect(canvasElement.querySelector('[data-sanitized]')).not.toBeNull());
    // The header's sort arrows are svg too: look only at the cells.
    const body = canvasElement.querySelector('tbody');
    await expect(body?.querySelector('script, svg, [onerror], [onload], a[href^="javascript"]')).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:/i);
    // The harmless markup stays.
    await expect(within(canvasElement).getByText('NAC001').tagName).toBe('B');
    await expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  },
};

export const DefaultSort: Story = {
  args: {
    field: {
      kind: 'table',
      label: 'Publications',
      path: 'publications',
      columns: publicationColumns,
      defaultSort: { column: 'year', direction: 'desc' },
    },
  },
  // The table starts in the configured order.
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, 'Year')).toHaveAttribute('aria-sort', 'descending');
    await expect(column(canvasElement, 1)).toEqual(['2009', '2004', '2000', '1999', '']);
  },
};

export const NotSortable: Story = {
  args: {
    field: {
      kind: 'table',
      label: 'Publications',
      path: 'publications',
      columns: publicationColumns.map((column) => ({ ...column, sortable: false })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(header(canvasElement, 'Title')).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 5,000 rows: only the current page is rendered. */
export const FiveThousandRows: Story = {
  args: {
    sectionId: 'gene-ontology',
    value: goAnnotations(5000),
    field: { kind: 'table', label: 'Gene Ontology annotations', path: 'annotations', columns: goColumns },
  },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(within(canvasElement).getByText('1–10 of 5,000')).toBeVisible();
  },
};
