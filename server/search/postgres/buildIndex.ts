// The search index builds and record reindexing of buildIndex.ts over PostgreSQL: the same steps, awaited.
import { inTransaction, type Queryable } from '../../db/postgres/connection';
import { ensureIndex, reindexSteps, writeIndex, type BuildProgress } from '../buildIndex';
import { categoryModules } from '../categories';
import { runAsync } from '../indexSteps';
import type { CategoryModule } from '../types';
import { postgresIndexWriter } from './indexWriter';

/** Rebuilds the whole index; returns the number of docs written. Each page of docs is a transaction of its own on a pool. */
export function buildPostgresSearchIndex(db: Queryable, onProgress: BuildProgress = () => {}, modules: readonly CategoryModule[] = categoryModules): Promise<number> {
  return runAsync(writeIndex(postgresIndexWriter(db), onProgress, modules, modules));
}

/** As ensureSearchIndex: builds what an index of another version lacks; whether it built. */
export function ensurePostgresSearchIndex(db: Queryable, onProgress: BuildProgress = () => {}, modules: readonly CategoryModule[] = categoryModules): Promise<boolean> {
  return runAsync(ensureIndex(postgresIndexWriter(db), onProgress, modules));
}

/**
 * As reindexRecord: the record's docs as the records table holds it now. Given the client of the transaction that
 * wrote the record (server/store's PostgresReindex), every row changes in that transaction; given a pool, in one of
 * its own.
 */
export function reindexPostgresRecord(db: Queryable, type: string, key: string, modules: readonly CategoryModule[] = categoryModules): Promise<void> {
  return inTransaction(db, (client) => runAsync(reindexSteps(postgresIndexWriter(client), type, key, modules)));
}
