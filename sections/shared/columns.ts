// Table columns that more than one table shows, kept once so the tables stay alike. Plain data, like the configs
// (in a folder of its own: every sections/*.ts file is a record-type config).
import type { TableColumn } from '../../src/engine/config/format';
import { legacyObjectPage, stockCentrePage } from './externalPages';

/**
 * Rows of the locusGermplasms / geneGermplasms derivations: the line, its alleles, background and phenotype side by
 * side; where to order it, the phenotype's references and the image count in the row's detail.
 */
export const germplasmColumns: TableColumn[] = [
  { header: 'Germplasm', path: 'name', href: '/germplasm?key={tairObjectId}' },
  { header: 'Polymorphisms', path: 'polymorphisms', href: '/polyallele?key={polymorphismId}', text: '{name}', sortable: false },
  { header: 'Stock', path: 'stockNames', href: stockCentrePage('{$}'), external: true, sortable: false, detail: true },
  { header: 'Background', path: 'background' },
  { header: 'Phenotypes', path: 'phenotypes' },
  { header: 'Phenotype References', path: 'phenotypeReferences', href: '/publication?key={referenceId}', text: '{label}', sortable: false, detail: true },
  { header: 'Images', path: 'imageCount', format: 'number', detail: true },
];

/**
 * Rows of the locusGoAnnotations / locusPoAnnotations derivations (002 §3 locus annotation row). The term, how the
 * gene relates to it, its aspect, the evidence and the reference side by side; the rest in the row's detail.
 */
export const locusAnnotationColumns: TableColumn[] = [
  { header: 'Keyword', path: 'keyword', href: '/keyword?key={keywordId}' },
  { header: 'Relationship Type', path: 'relationshipType' },
  { header: 'Category', path: 'category' },
  { header: 'Evidence', path: 'evidenceCodeFull', format: 'evidenceCode' },
  { header: 'Evidence Description', path: 'description', detail: true },
  { header: 'Evidence With', path: 'evidenceWith', detail: true },
  { header: 'Symbol', path: 'symbol', detail: true },
  // The cited publication, analysis reference or communication, each under its own route.
  { header: 'Reference', path: 'referenceText', href: '/{referenceType}?key={referenceId}' },
  { header: 'Annotated By', path: 'annotatedByType', href: '/community?key={community_id}', detail: true },
  { header: 'Date', path: 'dateLastModified', format: 'date', detail: true },
];

/** Rows of the geneGoAnnotations / genePoAnnotations derivations. */
export const geneOntologyColumns: TableColumn[] = [
  { header: 'Keyword', path: 'keyword', href: '/keyword?key={keywordId}' },
  { header: 'Relationship Type', path: 'relationshipType' },
  { header: 'Category', path: 'category' },
];

/** Map assignment rows (locusMapAssignments, geneMapLocations). */
export const mapLocationColumns: TableColumn[] = [
  { header: 'Chromosome', path: 'chromosome' },
  // 002 §7: maps have no page in this portal; each opens as a map object page of the older site.
  { header: 'Map', path: 'mapName', href: legacyObjectPage('map', '{mapId}'), external: true },
  { header: 'Map Type', path: 'mapType' },
  { header: 'Start', path: 'startPosition', format: 'number' },
  { header: 'End', path: 'endPosition', format: 'number' },
  { header: 'Units', path: 'units' },
];

/** A record's publications (the shared publication summary: title, referenceId, authors, sourceName, year). */
export const publicationSummaryColumns: TableColumn[] = [
  { header: 'Title', path: 'title', href: '/publication?key={referenceId}' },
  // Authors arrive as one string or as a list; either way the first 6 names then 'et al.' (002 §9).
  { header: 'Authors', path: 'authors', format: 'authors' },
  { header: 'Source', path: 'sourceName' },
  { header: 'Year', path: 'publicationYear' },
];
