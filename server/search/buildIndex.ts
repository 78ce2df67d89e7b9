// Builds the search index from the records table: each category module indexes the records of its source types,
// read a page at a time and written in one transaction per page. The index records the version it was built by
// (the core's and every module's), so a database from before a change to what is indexed rebuilds at start.
import type { Db } from '../db/database';
import { categoryModules } from './categories';
import { sqliteIndexWriter } from './sqlite/indexWriter';
import type { SearchIndexWriter } from './sqlite/indexWriter';
import type { CategoryModule, IndexedDoc, RelatedRecord } from './types';

/** Bumped when the core changes how docs are stored or matched (the tables of migration 007, value_lc …). */
const CORE_VERSION = 4;
const PAGE_SIZE = 1_000;
/** Related records kept parsed: neighbours in key order often link to the same record (a locus's proteins). */
const RELATED_CACHE_SIZE = 2_000;

/** The version an index built by this code carries: the core's and each category module's. */
export function searchIndexVersion(modules: readonly CategoryModule[] = categoryModules): string {
  return [`core:${CORE_VERSION}`, ...modules.map((module) => `${module.category}:${module.version}`).sort()].join(' ');
}

export interface BuildProgress {
  (message: string): void;
}

/** Reads related records for index(), parsed, keeping the most recently read ones (memory stays bounded). */
function relatedRecords(writer: SearchIndexWriter): RelatedRecord {
  const cache = new Map<string, unknown>();
  return (type, key) => {
    const cacheKey = `${type}\u0000${key}`;
    if (cache.has(cacheKey)) return cache.get(cacheKey);
    const body = writer.recordBody(type, key);
    const parsed: unknown = body === null ? null : JSON.parse(body);
    if (cache.size >= RELATED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, parsed);
    return parsed;
  };
}

/** Rebuilds the whole index; returns the number of docs written. */
export function buildSearchIndex(db: Db, onProgress: BuildProgress = () => {}, modules: readonly CategoryModule[] = categoryModules): number {
  const writer = sqliteIndexWriter(db);
  return writer.withBuildCache(() => writeIndex(writer, onProgress, modules));
}

function writeIndex(writer: SearchIndexWriter, onProgress: BuildProgress, modules: readonly CategoryModule[]): number {
  writer.clear();
  const related = relatedRecords(writer);
  let written = 0;
  for (const module of modules) {
    let moduleDocs = 0;
    for (const type of module.sourceTypes) {
      let afterId = '';
      for (;;) {
        const rows = writer.recordPage(type, afterId, PAGE_SIZE);
        if (rows.length === 0) break;
        const docs: IndexedDoc[] = [];
        for (const row of rows) docs.push(...module.index(type, row.id, JSON.parse(row.body) as unknown, related));
        writer.write(module.category, docs, module.nameFields);
        moduleDocs += docs.length;
        afterId = rows[rows.length - 1]!.id;
      }
    }
    onProgress(`Search index: ${moduleDocs.toLocaleString('en')} ${module.category} docs`);
    written += moduleDocs;
    for (const field of module.nameFields ?? []) {
      const pieces = writer.writeNamePieces(module.category, field);
      onProgress(`Search index: ${pieces.toLocaleString('en')} frequent pieces of ${module.category} ${field}`);
    }
  }
  writer.markBuilt(searchIndexVersion(modules), Object.fromEntries(modules.map((module) => [module.category, module.nameFields ?? []])));
  return written;
}

/**
 * Builds the index when the database has records but no index, or one built by another version; does nothing
 * otherwise (a start of an up-to-date database costs one query). Returns whether it built.
 */
export function ensureSearchIndex(db: Db, onProgress: BuildProgress = () => {}): boolean {
  const writer = sqliteIndexWriter(db);
  if (!writer.hasRecords()) return false;
  if (writer.builtVersion() === searchIndexVersion()) return false;
  buildSearchIndex(db, onProgress);
  return true;
}
