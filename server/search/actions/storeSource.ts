// Where a worker thread opens its gene-action store: the SQLite file, or the PostgreSQL database (a small pool of its
// own). The gene-action, PatMatch and BLAST report-page workers are given a source rather than a store: a store's
// connections cannot cross into a thread.
import Database from 'better-sqlite3';
import { openPostgres } from '../../db/postgres/connection';
import { postgresGeneActionStore } from './postgres/store';
import { sqliteGeneActionStore } from './sqliteStore';
import type { GeneActionStore } from './store';

export type GeneActionStoreSource = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface OpenedGeneActionStore {
  store: GeneActionStore;
  close(): Promise<void>;
}

/** Connections a worker's PostgreSQL pool holds: each worker runs one task at a time. */
const WORKER_CONNECTIONS = 2;

/**
 * Opens the store. `readOnly` on SQLite: a read-only connection, which reads the derived rows as the server's
 * connection left them (it brings them up to date before it hands work over). On PostgreSQL every store may bring
 * them up to date itself: several processes share the database, and the store does it under a lock.
 */
export async function openGeneActionStore(source: GeneActionStoreSource, { readOnly = false } = {}): Promise<OpenedGeneActionStore> {
  if (source.kind === 'postgres') {
    const connection = await openPostgres(source.url, { maxConnections: WORKER_CONNECTIONS });
    return { store: postgresGeneActionStore(connection.primary), close: () => connection.close() };
  }
  const db = new Database(source.file, { fileMustExist: true, readonly: readOnly });
  db.pragma('busy_timeout = 5000');
  if (readOnly) db.pragma('mmap_size = 1073741824');
  return {
    store: sqliteGeneActionStore(db, { derivesRows: !readOnly }),
    close: async () => void db.close(),
  };
}

/** The store of a worker thread, opened at its first task and kept for the thread's life. */
export function workerGeneActionStore(source: GeneActionStoreSource, options: { readOnly?: boolean } = {}): () => Promise<GeneActionStore> {
  let opened: Promise<OpenedGeneActionStore> | null = null;
  return async () => {
    if (!opened) {
      opened = openGeneActionStore(source, options);
      // A store that failed to open is tried again by the next task.
      opened.catch(() => (opened = null));
    }
    return (await opened).store;
  };
}
