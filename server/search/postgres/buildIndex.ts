// The search index builds and record reindexing of buildIndex.ts over PostgreSQL: the same steps, awaited.
import type pg from 'pg';
import { LOCK, withAdvisoryLock } from '../../db/postgres/advisoryLocks';
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

/**
 * As ensureSearchIndex: builds what an index of another version lacks; whether it built. Several server processes
 * may start at once over one database: the first builds while the others wait for its lock, then find the index of
 * their version and build nothing. Takes one connection of the pool for the lock while the build writes on others.
 */
export function ensurePostgresSearchIndex(pool: pg.Pool, onProgress: BuildProgress = () => {}, modules: readonly CategoryModule[] = categoryModules): Promise<boolean> {
  return withAdvisoryLock(pool, LOCK.searchBuild, () => runAsync(ensureIndex(postgresIndexWriter(pool), onProgress, modules)));
}

/**
 * As reindexRecord: the record's docs as the records table holds it now. Given the client of the transaction that
 * wrote the record (server/store's PostgresReindex), every row changes in that transaction; given a pool, in one of
 * its own.
 */
export function reindexPostgresRecord(db: Queryable, type: string, key: string, modules: readonly CategoryModule[] = categoryModules): Promise<void> {
  return inTransaction(db, (client) => runAsync(reindexSteps(postgresIndexWriter(client), type, key, modules)));
}
