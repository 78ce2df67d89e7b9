import type pg from 'pg';

// The advisory locks the portal's processes take, in one place so that no two uses share a key. Each lock is a pair
// (the two-integer form of pg_advisory_lock): the first names what it serializes, the second one instance of it.

export const LOCK = {
  /** Applying migrations: one process of many at a time. */
  migrations: [1, 0],
  /** Building the search index at start. */
  searchBuild: [2, 0],
  /** Choosing new community and party ids (registration). */
  newAccountIds: [3, 0],
  /** Bringing the gene actions' derived rows up to date (server/search/actions/postgres/derivedRows.ts). */
  geneActionRows: [5, 0],
  /** Seeding an empty database with the demo dataset at first start. */
  seeding: [7, 0],
  /** Registering and reviewing gene class symbols: the checks of a symbol and the choice of a new genesymbol key. */
  symbolRegistry: [6, 0],
} as const;

/**
 * Runs `work` while this process holds `lock` (waiting for another process that holds it). The lock is held on one
 * connection of the pool, which `work` does not get: its statements run on the pool's others.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, lock: readonly [number, number], work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1, $2)', [...lock]);
    return await work();
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1, $2)', [...lock]).catch(() => undefined);
    holder.release();
  }
}

/** A client's share of the tool jobs: the first key; the second is hashtext('<tool>:<client>'). */
export const TOOL_SHARE_LOCK_CLASS = 4;
