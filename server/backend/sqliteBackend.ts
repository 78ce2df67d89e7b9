// The embedded backend of `npm start`: one SQLite file that this process owns, searched and cut by worker threads
// with read-only connections of their own.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { sqliteGenomeStore } from '../genome/sqlite/store';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import { ensureSearchIndex } from '../search/buildIndex';
import { geneActionWorkerCount, serverGeneActionRunner } from '../search/pool/geneActionRunners';
import { serverSearchStore } from '../search/pool/searchStores';
import { sqlitePortalStore } from '../store/sqlite';
import { reportPageWorker } from '../tools/blast/reportPages';
import { PatmatchPool } from '../tools/patmatch/pool';
import { seedDatabase } from '../seed';
import type { PortalBackend } from './backend';

export interface SqliteBackendOptions {
  /** The SQLite database file; created, and migrated, when needed. */
  databaseFile: string;
  /** Search worker threads (searchWorkerCount); the gene actions get half as many, rounded up. */
  searchWorkers: number;
  log?: (message: string) => void;
}

export function sqliteBackend({ databaseFile, searchWorkers, log = () => {} }: SqliteBackendOptions): PortalBackend {
  const db = openDatabase(databaseFile);
  // A database whose records predate the search index, or whose index an older version built, gets it now.
  ensureSearchIndex(db, log);
  const search = serverSearchStore(db, searchWorkers);
  const geneActions = serverGeneActionRunner(db, geneActionWorkerCount(searchWorkers));
  // The tools' worker threads open connections of their own, so they need the database in a file.
  const inFile = !db.memory && db.name !== '' && db.name !== ':memory:';
  const patmatchPool = inFile ? new PatmatchPool({ store: { kind: 'sqlite', file: db.name } }) : null;
  const blastReportPages = inFile ? reportPageWorker({ store: { kind: 'sqlite', file: db.name } }) : undefined;
  return {
    kind: 'sqlite',
    portal: sqlitePortalStore(db),
    search: search.store,
    geneActions,
    geneActionStore: sqliteGeneActionStore(db),
    genome: sqliteGenomeStore(db),
    patmatchPool,
    blastReportPages,
    // The BLAST databases are built beside the database file.
    dataDir: inFile ? path.dirname(path.resolve(db.name)) : path.join(tmpdir(), 'portal-blast'),
    sqlite: db,
    label: db.name,
    seed: (options) => seedDatabase(db, options),
    async close() {
      // The workers' connections first: the server's own, closed last, then checkpoints the WAL into the file.
      await Promise.all([search.close(), geneActions.close(), patmatchPool?.close(), blastReportPages?.close()]);
      db.close();
    },
  };
}
