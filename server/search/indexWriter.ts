// The search index writer's interfaces (server/search/buildIndex.ts builds and updates an index through them), one
// implementation per store: sqlite/indexWriter.ts answers at once, postgres/indexWriter.ts asynchronously.
import type { IndexedDoc } from './types';

export interface RecordPageRow {
  id: string;
  body: string;
}

export interface SearchIndexWriter {
  /** The version the index was last built by, or null. */
  builtVersion(): string | null;
  /** Whether the records table holds any record. */
  hasRecords(): boolean;
  /** How many docs the index holds. */
  docCount(): number;
  /** Empties every search table and forgets the version. */
  clear(): void;
  /**
   * Runs a build with a page cache large enough to hold the index B-trees being filled: their rows arrive in no key
   * order, and with the default cache (2 MB) nearly every insert into the full-scale index read and wrote pages.
   */
  withBuildCache<T>(build: () => T): T;
  /**
   * Writes docs of one category, in one transaction. Terms of `nameFields` also get suffix rows that carry their doc
   * (CategoryModule.nameFields).
   */
  write(category: string, docs: IndexedDoc[], nameFields?: readonly string[]): void;
  /**
   * Stores the ranked docs of every frequent piece of a name field (migration 015), replacing those it held: pieces
   * of NAME_PIECE_LENGTH characters that at least `minDocs` docs contain. Call after the field's docs are written.
   * Returns how many pieces it stored.
   */
  writeNamePieces(category: string, field: string, minDocs?: number): number;
  /** Records the version and, per category, the name fields whose suffix rows the build wrote (the store reads them). */
  markBuilt(version: string, nameFields?: Readonly<Record<string, readonly string[]>>): void;
  /**
   * Empties one category: its docs and every row derived from them, its count and name fields. For a rebuild of that
   * category alone; write its docs and name pieces after, then markBuilt.
   */
  clearCategory(category: string): void;
  /**
   * Replaces docs of one category in a built index, in one transaction (part of the caller's when it has one): every
   * row the index holds for the docs with the given ids goes, whatever body it was built from, and `docs` are written
   * as a build writes them. A value no doc holds any longer goes with its suffixes; the stored ranked docs of the
   * frequent name pieces (writeNamePieces) follow the docs' names. Call markChanged after.
   */
  replaceDocs(category: string, ids: readonly string[], docs: readonly IndexedDoc[], nameFields?: readonly string[]): void;
  /**
   * After replaceDocs: the categories' doc counts, and a new index stamp, so answers and totals kept under the old
   * one (search/answers/answerCache.ts, sqlite/store.ts) are not served again.
   */
  markChanged(categories: readonly string[]): void;
  /** The records of a type with keys after `afterId`, in key order, at most `limit`. */
  recordPage(type: string, afterId: string, limit: number): RecordPageRow[];
  /** The body (JSON text) of one record, or null. */
  recordBody(type: string, id: string): string | null;
}

/**
 * The index writer over a database server: the calls of SearchIndexWriter that a build and a record write make,
 * answered asynchronously. It has no build cache.
 */
export interface AsyncSearchIndexWriter {
  builtVersion(): Promise<string | null>;
  hasRecords(): Promise<boolean>;
  docCount(): Promise<number>;
  clear(): Promise<void>;
  write(category: string, docs: IndexedDoc[], nameFields?: readonly string[]): Promise<void>;
  writeNamePieces(category: string, field: string, minDocs?: number): Promise<number>;
  markBuilt(version: string, nameFields?: Readonly<Record<string, readonly string[]>>): Promise<void>;
  clearCategory(category: string): Promise<void>;
  replaceDocs(category: string, ids: readonly string[], docs: readonly IndexedDoc[], nameFields?: readonly string[]): Promise<void>;
  markChanged(categories: readonly string[]): Promise<void>;
  recordPage(type: string, afterId: string, limit: number): Promise<RecordPageRow[]>;
  recordBody(type: string, id: string): Promise<string | null>;
}

/** What the build logic (buildIndex.ts) calls: either writer, its answers given at once or as promises. */
export type IndexWriterCalls = SearchIndexWriter | AsyncSearchIndexWriter;
