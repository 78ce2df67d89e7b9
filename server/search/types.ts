// The shapes shared by the search categories, the index builder and the store (docs/search.md). A category module is
// pure: it turns a record into index rows, and a validated payload into store-neutral criteria. Only the stores
// (server/search/sqlite/, server/search/postgres/) know SQL, and both answer the same SearchQuery.
import type * as z from 'zod';

import type { SearchMethod } from '../../contracts/search/payload';

export type { SearchMethod };

/** A name, identifier or enumerated value of a doc. Matched by text and anyOf criteria; the typeahead reads them. */
export interface IndexedTerm {
  field: string;
  value: string;
}

/** A number of a doc, filtered by range criteria. */
export interface IndexedNumber {
  field: string;
  value: number;
}

/** A stretch of a chromosome in base pairs, filtered by span criteria (overlap). */
export interface IndexedSpan {
  field: string;
  chromosome: string;
  start: number;
  end: number;
}

/** Prose (descriptions, titles, abstracts) for word search ranked by bm25 (ts_rank_cd on PostgreSQL). */
export interface IndexedWords {
  field: string;
  text: string;
}

/** One result row of a category, with everything that finds it. */
export interface IndexedDoc {
  /** The record key, as a string: the doc's `id` and the key of its detail link. */
  id: string;
  /** The JSON the search answers for this row (it must hold `id`). */
  doc: { id: string } & Record<string, unknown>;
  /** The default order of results (compared as text). */
  sortKey: string;
  terms?: IndexedTerm[];
  numbers?: IndexedNumber[];
  spans?: IndexedSpan[];
  words?: IndexedWords[];
}

/** Text typed by a user, matched against the terms of the given fields. */
export interface TextCriterion {
  kind: 'text';
  fields: string[];
  method: SearchMethod;
  value: string;
}

/** A term of the field equals one of the values (compared without case): enumerations, flags, ids. */
export interface AnyOfCriterion {
  kind: 'anyOf';
  field: string;
  values: string[];
}

/** A number of the field lies within [min, max] (either bound may be absent). */
export interface RangeCriterion {
  kind: 'range';
  field: string;
  min?: number;
  max?: number;
}

/** A span of the field on the chromosome (any chromosome when absent) overlaps [min, max]. */
export interface SpanCriterion {
  kind: 'span';
  field: string;
  chromosome?: string;
  min?: number;
  max?: number;
}

/**
 * Prose (of the given fields, or any) matching the text's words; ranked by bm25. 'contains' (the default): every word
 * occurs, the last also as the start of a longer word. 'starts_with': the prose starts with the words, in order.
 * 'exactly': the prose is the text (compared without case).
 */
export interface WordsCriterion {
  kind: 'words';
  value: string;
  fields?: string[];
  method?: SearchMethod;
}

/** The doc's id is one of these. */
export interface IdInCriterion {
  kind: 'idIn';
  ids: string[];
}

/** General search: exact name/identifier first, then prefix, then substring (≥3 characters), then words by bm25. */
export interface RankedCriterion {
  kind: 'ranked';
  value: string;
  /** Name and identifier fields, matched exactly, by prefix and by substring. */
  fields: string[];
  /** Prose fields for the word match; none means names only. */
  wordFields?: string[];
}

export interface NotCriterion {
  kind: 'not';
  criterion: Criterion;
}

/** At least one of the criteria holds (an empty list matches nothing). */
export interface AnyCriterion {
  kind: 'any';
  criteria: Criterion[];
}

export type Criterion =
  | TextCriterion
  | AnyOfCriterion
  | RangeCriterion
  | SpanCriterion
  | WordsCriterion
  | IdInCriterion
  | RankedCriterion
  | NotCriterion
  | AnyCriterion;

/**
 * How results are ordered. 'sortKey' (the default) uses IndexedDoc.sortKey. 'relevance' ranks by the first
 * top-level text, ranked or words criterion: for text, docs with a term equal to the input first, then those whose
 * match starts earlier in a term, then earlier listed terms; for ranked its tiers; for words bm25. Ties by sortKey.
 */
export type SearchOrder = { by: 'sortKey' } | { by: 'relevance' };

/** Store-neutral criteria: all criteria hold (AND). */
export interface SearchQuery {
  category: string;
  criteria: Criterion[];
  order?: SearchOrder;
  /** At most this many docs are returned; total still counts every match. */
  limit: number;
}

export interface SearchResult {
  /** The docs as JSON text, in order (sent without a parse and re-serialise). */
  docs: string[];
  total: number;
}

export interface Suggestion {
  label: string;
  kind: string;
  id: string;
}

export interface SuggestQuery {
  category: string;
  /** Term field → the suggestion kind it gives (e.g. symbol → 'symbol'). */
  fields: Record<string, string>;
  prefix: string;
  limit: number;
}

/**
 * Where search indexes are queried, as the routes ask: asynchronous, as any store over a database server is
 * (postgres/store.ts). The server's is the SQLite store run in worker threads (pool/searchStores.ts).
 */
export interface SearchStore {
  search(query: SearchQuery): Promise<SearchResult>;
  suggest(query: SuggestQuery): Promise<Suggestion[]>;
  /**
   * A value that changes whenever the index does (a build, a doc added): an answer kept under one stamp is the
   * answer while the stamp stays the same (search/answers/answerCache.ts).
   */
  indexStamp(): Promise<string>;
}

/**
 * The same calls answered at once, in the calling thread: the SQLite store (sqlite/store.ts), which the search
 * workers run and tests and scripts call directly.
 */
export interface SyncSearchStore {
  search(query: SearchQuery): SearchResult;
  suggest(query: SuggestQuery): Suggestion[];
  /** As SearchStore.indexStamp. */
  indexStamp(): string;
}

/** The terms of a category that general search (the header box) matches. */
export interface GeneralSearchFields {
  /** Name and identifier term fields: exact, prefix, substring. */
  fields: string[];
  /** Prose fields for the word match. */
  wordFields?: string[];
  /** Criteria every general result meets besides the text (genes: not obsolete, as on the gene form by default). */
  criteria?: Criterion[];
}

/**
 * Reads another record at index time: its parsed body, or null when the dataset has none of that type and key. A doc
 * may carry facts of the records it links to, which its own record does not repeat.
 */
export type RelatedRecord = (type: string, key: string) => unknown;

export interface CategoryModule<P = unknown> {
  /** The URL segment of POST /api/search/{category}: 'gene', 'dna', … */
  category: string;
  /** Bumped when index() changes what it writes, so existing databases rebuild their index at start. */
  version: number;
  /** The record types whose records index() is given. */
  sourceTypes: string[];
  /**
   * The record types index() reads through `related` (reading another is an error). Docs carry facts of those
   * records, so a write to one of them rebuilds this category (buildIndex.reindexRecord).
   */
  reads?: readonly string[];
  /**
   * One record (its type, key and parsed body) → the docs it contributes (none to skip it), keyed by the record's key
   * or by ids its body keeps (a write replaces the docs under those ids). Pure but for `related`, which reads the
   * records it links to (a protein's locus, a germplasm's alleles).
   */
  index(type: string, key: string, body: unknown, related: RelatedRecord): IndexedDoc[];
  /** Strict schema of the 001 §3.1 payload; a failure is a 400 naming the failing path. */
  payload: z.ZodType<P>;
  /** Pure: validated payload → criteria. rowsLimit is applied by the caller (limit is filled in). */
  query(payload: P): Omit<SearchQuery, 'limit'>;
  /** What the header search box matches in this category; absent when the category has no header entry. */
  general?: GeneralSearchFields;
  /** Term fields the typeahead offers, with the kind each gives. */
  suggest?: Record<string, string>;
  /**
   * Term fields whose values name a doc (names, identifiers: each value belongs to one doc or a few). 'contains' on
   * them reads suffix rows that carry the doc, its sort key and where the match starts, so a piece of a name matching
   * thousands of docs is ranked and counted without visiting a term or doc row. Not for values shared by many docs
   * (keywords, enumerations): they would repeat every suffix per doc.
   */
  nameFields?: readonly string[];
}
