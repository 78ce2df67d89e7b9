import { ERROR_ROUTE } from './legacyDestinations';

/** The query of an old URL. Parameter names are exact (communityID, type, id, name, accession); values are trimmed. */
export type LegacyQuery = (name: string) => string | null;

export function readQuery(search: string): LegacyQuery {
  const params = new URLSearchParams(search);
  return (name) => {
    const value = params.get(name)?.trim();
    return value ? value : null;
  };
}

/** A table's own entry for a key (never an inherited property such as "constructor"). */
export function entryOf<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A portal path with one encoded query parameter. */
export function withQuery(path: string, name: string, value: string): string {
  return `${path}?${new URLSearchParams({ [name]: value }).toString()}`;
}

// Object servlet types whose page takes an id, a name (upper-cased, as the detail pages do) or neither.
const BY_ID_OR_NAME = new Set(['gene', 'locus', 'clone', 'polyallele']);
const BY_ID = new Set(['vector', 'germplasm', 'marker', 'person', 'publication', 'transposon']);

/** /servlets/Community?action=view&type=person|organization&communityID={id}. */
export function communityTarget(query: LegacyQuery): string | null {
  const type = query('type')?.toLowerCase();
  const communityId = query('communityID');
  if (query('action')?.toLowerCase() !== 'view' || !communityId) return null;
  if (type === 'person' || type === 'organization') return withQuery(`/${type}`, 'key', communityId);
  return null;
}

/** /servlets/TairObject: by type with id or name, or by an accession written 'type:value'. */
export function objectTarget(query: LegacyQuery): string {
  const type = query('type')?.toLowerCase();
  const id = query('id');
  const name = query('name');
  if (type && BY_ID_OR_NAME.has(type)) {
    if (id) return withQuery(`/${type}`, 'key', id);
    return name ? withQuery(`/${type}`, 'name', name.toUpperCase()) : ERROR_ROUTE;
  }
  if (type && BY_ID.has(type)) return id ? withQuery(`/${type}`, 'key', id) : ERROR_ROUTE;
  if (type === 'species_variant') return id ? withQuery('/ecotype', 'key', id) : ERROR_ROUTE;
  const accession = query('accession');
  return accession ? accessionTarget(accession) : ERROR_ROUTE;
}

// Accession prefixes (compared without case) and the page and parameter each leads to.
const ACCESSION_PAGES: Readonly<Record<string, readonly [path: string, parameter: string]>> = {
  clone_end: ['/cloneend', 'accession'],
  polymorphism: ['/polyallele', 'accession'],
  genetic_marker: ['/marker', 'accession'],
  geneticmarker: ['/marker', 'accession'],
  array_element: ['/array_element', 'accession'],
  locus: ['/locus', 'accession'],
  gene: ['/gene', 'accession'],
  publication: ['/publication', 'key'],
};

function accessionTarget(accession: string): string {
  const colon = accession.indexOf(':');
  if (colon < 0) return ERROR_ROUTE;
  const page = entryOf(ACCESSION_PAGES, accession.slice(0, colon).trim().toLowerCase());
  const value = accession.slice(colon + 1).trim();
  return page && value ? withQuery(page[0], page[1], value) : ERROR_ROUTE;
}

/** /servlets/Processor?type=transposonfamily|genesymbol. */
export function processorTarget(query: LegacyQuery): string | null {
  const type = query('type')?.toLowerCase();
  if (type === 'transposonfamily') return '/browse/transposon_families';
  if (type === 'genesymbol') return '/browse/gene_symbols';
  return null;
}

const SEARCH_PAGES: Readonly<Record<string, string>> = {
  gene: '/search/genes',
  dna: '/search/dna',
  ecotype: '/search/ecotype',
  keyword: '/search/keyword',
  marker: '/search/markers',
  community: '/search/community',
  polyallele: '/search/polyallele',
  protein: '/search/protein',
  protocol: '/search/protocol',
  publication: '/search/publication',
  germplasm: '/search/germplasm',
  transposon: '/search/transposon',
  expr: '/browse/microarray_experiments',
  expression: '/pagenotfound',
};

/**
 * /servlets/Search: a new search form of a type; and the old recent-literature list, a publication search with
 * recent=14 (page size 500, sorted by journal), which is now the recent literature browse page.
 */
export function searchTarget(query: LegacyQuery): string | null {
  const type = query('type')?.toLowerCase();
  if (type === 'publication' && query('recent') === '14') return '/browse/recent_literature';
  if (query('action')?.toLowerCase() !== 'new_search' || !type) return null;
  return entryOf(SEARCH_PAGES, type) ?? null;
}
