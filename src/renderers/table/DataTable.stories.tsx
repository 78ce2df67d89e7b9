import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withCurrentLocation } from '../link/CurrentLocation';
import { DataTable } from './DataTable';
import {
  flcGermplasms,
  flcPublicationsOldestFirst,
  flcRecord,
  germplasmColumns,
  goAnnotations,
  goColumns,
  publicationColumns,
  publications,
} from './tableFixtures';

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

export const Populated: Story = {};

export const Empty: Story = { args: { value: [] } };

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

export const ManyRows: Story = {
  args: {
    sectionId: 'gene-ontology',
    value: goAnnotations(64),
    field: { kind: 'table', label: 'Gene Ontology annotations', path: 'annotations', columns: goColumns },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Results per page' }), '25');
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
  },
};

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
};

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
};

export const LimitedInPlace: Story = {
  args: {
    value: flcGermplasms(18),
    field: { kind: 'table', label: 'Germplasms', path: 'germplasms', columns: germplasmColumns, limit: 15 },
  },
};

export const WithLinks: Story = {
  args: {
    sectionId: 'germplasm-and-clones',
    value: flcGermplasms(6),
    field: { kind: 'table', label: 'Germplasms', path: 'germplasms', columns: germplasmColumns, download: 'FLC germplasms' },
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
    // The header's sort arrows are svg too: look only at the cells.
    const body = canvasElement.querySelector('tbody');
    await expect(body?.querySelector('script, svg, [onerror], [onload], a[href^="javascript"]')).toBeNull();
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
};

export const FiveThousandRows: Story = {
  args: {
    sectionId: 'gene-ontology',
    value: goAnnotations(5000),
    field: { kind: 'table', label: 'Gene Ontology annotations', path: 'annotations', columns: goColumns },
  },
};
