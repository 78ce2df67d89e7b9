// Columns of the locus page's longer tables, kept apart so that sections/locus.ts reads as the page's outline.
// Plain data, like the configs (in a folder of its own: every sections/*.ts file is a record-type config).
import type { TableColumn } from '../../src/engine/config/format';
import { stockCentrePage } from './externalPages';

const STOCK_CENTRE = stockCentrePage('{$}');
const NUCLEOTIDE_DATABASE = 'https://www.ncbi.nlm.nih.gov/nucleotide/{$}';

/** Rows of the locusUpdateHistory derivation; status is 'obsolete' or 'in use' (002 §4). */
export const locusHistoryColumns: TableColumn[] = [
  { header: 'Date', path: 'date', format: 'date' },
  { header: 'Locus', path: 'name', href: '/locus?key={tairObjectId}' },
  { header: 'Update Type', path: 'updateType' },
  { header: 'Status', path: 'status' },
];

/** Rows of proteinSequences. */
export const locusProteinColumns: TableColumn[] = [
  { header: 'Protein', path: 'name', href: '/protein?key={tairObjectId}' },
  { header: 'Length (aa)', path: 'length', format: 'number' },
  { header: 'Molecular Weight (Da)', path: 'molecularWeight', format: 'number' },
  { header: 'Isoelectric Point', path: 'isoelectricPoint', format: 'number' },
  {
    header: 'Protein Domains',
    path: 'domains',
    href: 'https://www.ebi.ac.uk/interpro/entry/{accession}',
    text: '{displayName}',
    external: true,
    sortable: false,
  },
];

/** Rows of clones. */
export const cloneColumns: TableColumn[] = [
  { header: 'Clone', path: 'name', href: '/clone?key={cloneId}' },
  { header: 'Aliases', path: 'aliases', sortable: false },
  { header: 'Vector Type', path: 'vectorType' },
  { header: 'GenBank', path: 'sequenceAccessions', href: NUCLEOTIDE_DATABASE, external: true, sortable: false },
  { header: 'Stock', path: 'stockNames', href: STOCK_CENTRE, external: true, sortable: false },
];

/** Rows of the locusPolymorphisms derivation. */
export const locusPolymorphismColumns: TableColumn[] = [
  { header: 'Polymorphism', path: 'name', href: '/polyallele?key={polymorphismId}' },
  { header: 'Type', path: 'type' },
  { header: 'Allele Mode', path: 'alleleMode' },
  { header: 'Gene Feature Site', path: 'geneFeatureSites' },
  { header: 'Gene Models', path: 'geneNames', href: '/gene?name={$}', sortable: false },
];

/** Rows of publications. */
export const locusPublicationColumns: TableColumn[] = [
  { header: 'Title', path: 'title', href: '/publication?key={referenceId}' },
  { header: 'Authors', path: 'authors', format: 'authors' },
  { header: 'Source', path: 'publicatedBy' },
  { header: 'Year', path: 'publicationYear' },
  // A study may name dozens of loci: they open under the row instead of stretching it.
  { header: 'Loci', path: 'locusNames', href: '/locus?name={$}', sortable: false, detail: true },
];
