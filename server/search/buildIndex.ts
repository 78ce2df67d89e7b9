// Builds the search index from the records table: each category module indexes the records of its source types,
// read a page at a time and written in one transaction per page. The index records the version it was built by
// (the core's and every module's), so a database from before a change to what is indexed rebuilds at start: the
// whole index when the core changed, else only the categories whose module changed. After the build, every write to
// a record brings that record's docs in step in the write's own transaction (reindexRecord), through the same
// module index() a build calls, so searches never answer what a record said before. The logic is written once, as
// generators that yield each writer call's answer (indexSteps.ts): run at once over the SQLite writer, awaited over
// the PostgreSQL one (postgres/buildIndex.ts).
import type { Db } from '../db/database';
import { categoryModules } from './categories';
import { sqliteIndexWriter } from './sqlite/indexWriter';
import type { IndexWriterCalls } from './indexWriter';
import { runSync, step, type Steps } from './indexSteps';
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

/** Thrown by a related-record read the writer answers later: the steps await it, then index the record again. */
class RelatedPending {
  constructor(
    readonly cacheKey: string,
    readonly body: Promise<string | null>,
  ) {}
}

/**
 * Reads related records for index(), parsed, keeping the most recently read ones (memory stays bounded). A writer
 * answering at once is read in place; one answering with a promise makes the read throw RelatedPending (indexOf).
 */
function relatedRecords(writer: IndexWriterCalls) {
  const cache = new Map<string, unknown>();
  const keep = (cacheKey: string, body: string | null) => {
    const parsed: unknown = body === null ? null : JSON.parse(body);
    if (cache.size >= RELATED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, parsed);
    return parsed;
  };
  const read: RelatedRecord = (type, key) => {
    const cacheKey = `${type}\u0000${key}`;
    if (cache.has(cacheKey)) return cache.get(cacheKey);
    const body = writer.recordBody(type, key);
    if (body instanceof Promise) throw new RelatedPending(cacheKey, body);
    return keep(cacheKey, body);
  };
  return { read, keep };
}
type RelatedReader = ReturnType<typeof relatedRecords>;

/** The related records a module may read: only the types it declares (CategoryModule.reads), which writes follow. */
function readsOf(module: CategoryModule, related: RelatedRecord): RelatedRecord {
  return (type, key) => {
    if (!module.reads?.includes(type)) {
      throw new Error(`The ${module.category} category reads ${type} records at index time but does not list ${type} in its reads.`);
    }
    return related(type, key);
  };
}

/** The docs of one record: index() again after each related record a writer answers later has arrived. */
function* indexOf(module: CategoryModule, type: string, key: string, body: unknown, related: RelatedReader): Steps<IndexedDoc[]> {
  const moduleReads = readsOf(module, related.read);
  for (;;) {
    try {
      return module.index(type, key, body, moduleReads);
    } catch (error) {
      if (!(error instanceof RelatedPending)) throw error;
      related.keep(error.cacheKey, yield* step(error.body));
    }
  }
}

/** Rebuilds the whole index; returns the number of docs written. */
export function buildSearchIndex(db: Db, onProgress: BuildProgress = () => {}, modules: readonly CategoryModule[] = categoryModules): number {
  const writer = sqliteIndexWriter(db);
  return writer.withBuildCache(() => runSync(writeIndex(writer, onProgress, modules, modules)));
}

/**
 * Rebuilds the categories of the given modules only, leaving the others' docs as they are; the index then carries the
 * version of `modules`. Returns the number of docs written.
 */
export function rebuildCategories(
  db: Db,
  rebuilt: readonly CategoryModule[],
  onProgress: BuildProgress = () => {},
  modules: readonly CategoryModule[] = categoryModules,
): number {
  const writer = sqliteIndexWriter(db);
  return writer.withBuildCache(() => runSync(writeIndex(writer, onProgress, modules, rebuilt)));
}

/** The steps of a build of the `rebuilt` modules' categories (all of them when `rebuilt` is `modules`). */
export function* writeIndex(
  writer: IndexWriterCalls,
  onProgress: BuildProgress,
  modules: readonly CategoryModule[],
  rebuilt: readonly CategoryModule[],
): Steps<number> {
  if (rebuilt === modules) yield* step(writer.clear());
  else for (const module of rebuilt) yield* step(writer.clearCategory(module.category));
  const related = relatedRecords(writer);
  let written = 0;
  for (const module of rebuilt) {
    let moduleDocs = 0;
    for (const type of module.sourceTypes) {
      let afterId = '';
      for (;;) {
        const rows = yield* step(writer.recordPage(type, afterId, PAGE_SIZE));
        if (rows.length === 0) break;
        const docs: IndexedDoc[] = [];
        for (const row of rows) docs.push(...(yield* indexOf(module, type, row.id, JSON.parse(row.body) as unknown, related)));
        yield* step(writer.write(module.category, docs, module.nameFields));
        moduleDocs += docs.length;
        afterId = rows[rows.length - 1]!.id;
      }
    }
    onProgress(`Search index: ${moduleDocs.toLocaleString('en')} ${module.category} docs`);
    written += moduleDocs;
    for (const field of module.nameFields ?? []) {
      const pieces = yield* step(writer.writeNamePieces(module.category, field));
      onProgress(`Search index: ${pieces.toLocaleString('en')} frequent pieces of ${module.category} ${field}`);
    }
  }
  yield* step(writer.markBuilt(searchIndexVersion(modules), Object.fromEntries(modules.map((module) => [module.category, module.nameFields ?? []]))));
  return written;
}

/**
 * The modules whose categories an index built by the version `built` lacks or holds from another version of the
 * module; every module when there is no index, the core's version differs, or the index holds a category that no
 * module makes any longer.
 */
export function modulesToRebuild(built: string | null, modules: readonly CategoryModule[] = categoryModules): readonly CategoryModule[] {
  if (built === null) return modules;
  const versions = new Map(
    built.split(' ').map((part) => {
      const colon = part.lastIndexOf(':');
      return [part.slice(0, colon), part.slice(colon + 1)] as const;
    }),
  );
  if (versions.get('core') !== String(CORE_VERSION)) return modules;
  const categories = new Set(modules.map((module) => module.category));
  if ([...versions.keys()].some((category) => category !== 'core' && !categories.has(category))) return modules;
  return modules.filter((module) => versions.get(module.category) !== String(module.version));
}

/**
 * Builds the index when the database has records but no index, or one built by another version (only the changed
 * categories when the core is the same); does nothing otherwise (a start of an up-to-date database costs one
 * query). Returns whether it built.
 */
export function ensureSearchIndex(db: Db, onProgress: BuildProgress = () => {}): boolean {
  const writer = sqliteIndexWriter(db);
  return writer.withBuildCache(() => runSync(ensureIndex(writer, onProgress)));
}

/** The steps of ensureSearchIndex. */
export function* ensureIndex(writer: IndexWriterCalls, onProgress: BuildProgress, modules: readonly CategoryModule[] = categoryModules): Steps<boolean> {
  if (!(yield* step(writer.hasRecords()))) return false;
  const built = yield* step(writer.builtVersion());
  if (built === searchIndexVersion(modules)) return false;
  const stale = modulesToRebuild(built, modules);
  // Every category stale: a whole build, which also empties what no module makes any longer.
  yield* writeIndex(writer, onProgress, modules, stale.length === modules.length ? modules : stale);
  return true;
}

/**
 * Brings the index in step with one record as the records table holds it now; call it in the transaction that wrote
 * the record, so no search, typeahead or detail page sees the record and its docs disagree. The docs each module
 * makes of the record replace every row the index held under the record's key (and the ids of the new docs), so
 * the rows are those a rebuild would write; a record no longer there leaves none. The categories' counts and the
 * index stamp follow (answers kept under the old stamp are not served again). A category whose docs carry facts of
 * records of this type (CategoryModule.reads: proteins their locus's symbols) is rebuilt whole; the records the
 * server writes (people, organizations, gene class symbols) are read by none. An index not built yet, or by another
 * version, is built whole instead, as a start would: at run time only a database that had no records at start has
 * none, and its records are the few written since.
 */
export function reindexRecord(db: Db, type: string, key: string, modules: readonly CategoryModule[] = categoryModules): void {
  const writer = sqliteIndexWriter(db);
  if (writer.builtVersion() !== searchIndexVersion(modules)) {
    buildSearchIndex(db, () => {}, modules);
    return;
  }
  runSync(reindexSteps(writer, type, key, modules));
}

/** The steps of reindexRecord over a built index, or a whole build when the index is not built by `modules`. */
export function* reindexSteps(writer: IndexWriterCalls, type: string, key: string, modules: readonly CategoryModule[] = categoryModules): Steps<void> {
  if ((yield* step(writer.builtVersion())) !== searchIndexVersion(modules)) {
    yield* writeIndex(writer, () => {}, modules, modules);
    return;
  }
  const body = yield* step(writer.recordBody(type, key));
  const record: unknown = body === null ? null : JSON.parse(body);
  const related = relatedRecords(writer);
  const changed: string[] = [];
  for (const module of modules) {
    if (!module.sourceTypes.includes(type)) continue;
    const docs = record === null ? [] : yield* indexOf(module, type, key, record, related);
    yield* step(writer.replaceDocs(module.category, [key], docs, module.nameFields));
    changed.push(module.category);
  }
  if (changed.length > 0) yield* step(writer.markChanged(changed));
  const readers = modules.filter((module) => module.reads?.includes(type));
  if (readers.length > 0) yield* writeIndex(writer, () => {}, modules, readers);
}
