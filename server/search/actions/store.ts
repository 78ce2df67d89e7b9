// What the gene actions and the sequence service read from the database, as one interface: the SQLite store
// (sqliteStore.ts) implements it over the records table and the rows of SQLite migration 008, the PostgreSQL store
// (postgres/store.ts) over the same tables of its migration 008. Ids that match nothing are left out of every answer,
// never an error. Every method that reads many records takes them all at once: on PostgreSQL each call is a round
// trip, and a call per locus would be tens of thousands of them over the full-scale dataset.
import type { JsonObject } from './json';
import type { LocusAnnotationRow } from './derivedRows';

export interface StoredRecord {
  /** The record key, as text. */
  key: string;
  /** The record's name as stored (upper-cased), e.g. 'AT1G01010' or 'AT1G01010.1'. */
  name: string;
  /** The record's body, or only the fields a caller asked for (a field the record lacks may read as null). */
  body: JsonObject;
}

/**
 * The top-level body fields a caller reads, when it reads only a few: a locus record is about 10 KB at full scale,
 * mostly annotations and publications, and reading and parsing whole bodies was most of the cost of a gene action
 * over 10,000 loci. Every field when absent.
 */
export type BodyFields = readonly string[];

export type SearchMethod = 'contains' | 'starts_with' | 'exactly';

/** One row of a stored annotation search (002 §5): a locus name or a gene name, compared by a method. */
export interface AnnotationNameTerm {
  field: 'locus_name' | 'gene_name';
  method: SearchMethod;
  input: string;
}

export interface AnnotationQuery {
  /** 001 §3.7 keyword types to keep (func, proc, comp, stru, grow, meth, user); empty keeps every type. */
  keywordTypes: readonly string[];
  /** Only these loci (record keys). */
  locusKeys?: readonly string[];
  /** Name rows and whether all of them must match or any one. */
  nameTerms?: { terms: readonly AnnotationNameTerm[]; combine: 'all' | 'any' };
  /** Only annotations to this keyword (its key). */
  keywordId?: string;
  /** Only annotations citing this publication (its reference id). */
  publicationId?: string;
  /** At most this many rows in `rows`; `total` counts them all. */
  limit: number;
}

/** An annotation row with the fields of its locus. */
export interface AnnotationRow extends LocusAnnotationRow {
  locus_name: string;
  representative_gene: string | null;
  locus_symbol: string | null;
}

export interface NeighbourLocus {
  key: string;
  name: string;
  start: number;
}

/** Where a locus ends, to find the next locus after it (the intergenic region runs up to that one). */
export interface LocusEnd {
  chromosome: string;
  /** The locus's last position: the next locus starts after it. */
  after: number;
  /** The locus itself, never its own neighbour. */
  excludeKey: string;
}

export interface GeneActionStore {
  /**
   * Brings data derived from the records up to date (the derived rows of migration 008); resolves to how many loci
   * it read. Every read does this too; the server calls it at start so that the first request after seeding a large
   * dataset (about 40 s for the full-scale one) does not wait.
   */
  prepare(): Promise<number>;
  /**
   * The loci named by record keys or AGI locus names (any case), in the order asked, each once. A gene model name
   * (AT1G01010.1) or key stands for its locus.
   */
  loci(ids: readonly string[], fields?: BodyFields): Promise<StoredRecord[]>;
  /** The gene models named by record keys or gene model names (any case), in the order asked, each once. */
  genes(ids: readonly string[], fields?: BodyFields): Promise<StoredRecord[]>;
  /** Gene model records by key, in the order asked; missing keys are left out. */
  genesByKey(keys: readonly string[], fields?: BodyFields): Promise<StoredRecord[]>;
  /** Array element records by element name (any case); missing names are left out. */
  arrayElements(names: readonly string[], fields?: BodyFields): Promise<StoredRecord[]>;
  /** The residues the protein records hold, by protein key; keys without residues are left out. */
  proteinResidues(keys: readonly string[]): Promise<Map<string, string>>;
  annotations(query: AnnotationQuery): Promise<{ rows: AnnotationRow[]; total: number }>;
  /** For each locus end, the first locus in use that starts after it on its chromosome, or null; in the order asked. */
  nextLoci(ends: readonly LocusEnd[]): Promise<(NeighbourLocus | null)[]>;
  /**
   * Every locus key, chromosome by chromosome in position order, then the unplaced ones. Read in full: 38,000 short
   * keys at full scale are a few hundred kB, and a caller reads other records while it walks the list.
   */
  locusKeys(): Promise<string[]>;
  /** A keyword's term (summary.kw), or null. */
  keywordName(key: string): Promise<string | null>;
  /** A publication's title, or null. */
  publicationTitle(key: string): Promise<string | null>;
}
