// The search store the routes use (SearchStore, asynchronous) over the synchronous SQLite store (SyncSearchStore):
// with the searches in a pool of worker threads, or, without workers, in the request thread as one call.
import type { Db } from '../../db/database';
import { sqliteSearchStore } from '../sqlite/store';
import type { SearchStore, SyncSearchStore } from '../types';
import { SearchWorkerPool } from './searchPool';

/** The synchronous store as the asynchronous interface: every call answered in the calling thread. */
export function inThreadSearchStore(store: SyncSearchStore): SearchStore {
  return {
    search: async (query) => store.search(query),
    suggest: async (query) => store.suggest(query),
    indexStamp: async () => store.indexStamp(),
  };
}

/**
 * Searches answered by the pool's workers. The typeahead and the index stamp stay in the calling thread: each is one
 * short index range or a single row (tens of microseconds), less than the trip to a worker and back would cost.
 */
export function pooledSearchStore(pool: SearchWorkerPool, local: SyncSearchStore): SearchStore {
  return {
    search: (query) => pool.search(query),
    suggest: async (query) => local.suggest(query),
    indexStamp: async () => local.indexStamp(),
  };
}

export interface ServerSearchStore {
  store: SearchStore;
  /** Ends the workers (before the database connection closes). */
  close(): Promise<void>;
}

/**
 * The server's search store over its database: `workers` threads (searchWorkerCount), or none, when asked for none
 * or when the database is not a file that other connections can open (an in-memory database).
 */
export function serverSearchStore(db: Db, workers: number): ServerSearchStore {
  const local = sqliteSearchStore(db);
  if (workers === 0 || db.memory || db.name === '' || db.name === ':memory:') return { store: inThreadSearchStore(local), close: async () => {} };
  const pool = new SearchWorkerPool({ databaseFile: db.name, workers });
  return { store: pooledSearchStore(pool, local), close: () => pool.close() };
}

export const DEFAULT_SEARCH_WORKERS = 2;
const MAX_SEARCH_WORKERS = 16;

/** SEARCH_WORKERS: how many search worker threads (0: searches run in the request thread); 2 when unset. */
export function searchWorkerCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SEARCH_WORKERS;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEARCH_WORKERS) {
    throw new Error(`SEARCH_WORKERS must be a whole number from 0 to ${MAX_SEARCH_WORKERS} (0: searches run in the request thread), not "${value}".`);
  }
  return count;
}
