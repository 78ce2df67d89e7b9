// The backend of a server process over PostgreSQL (DATABASE_URL): the stores on a pool of the primary, the reads
// that may lag on the replica's (DATABASE_READ_URL), the search on PostgreSQL's own indexes, rate limits counted in
// the database, and the tools' worker threads each with a small pool of their own. Any number of processes, on any
// number of machines, may run over one database; what a process keeps for itself (the BLAST databases) is under
// its DATA_DIR.
import { openPostgres, redactedUrl } from '../db/postgres/connection';
import { runPostgresMigrations } from '../db/postgres/migrations';
import { postgresGenomeStore } from '../genome/postgres/store';
import { sharedRateLimitStore } from '../http/sharedRateLimits';
import { postgresServerGeneActions } from '../search/actions/postgres/serverGeneActions';
import { geneActionWorkerCount } from '../search/pool/geneActionRunners';
import { ensurePostgresSearchIndex, reindexPostgresRecord } from '../search/postgres/buildIndex';
import { postgresSearchStore } from '../search/postgres/store';
import { postgresPortalStore } from '../store/postgres';
import { reportPageWorker } from '../tools/blast/reportPages';
import { PatmatchPool } from '../tools/patmatch/pool';
import type { PortalBackend } from './backend';
import { registerReadRouting, routedReads } from './readRouting';
import { seedPostgres } from './seedPostgres';

export interface PostgresBackendOptions {
  url: string;
  readUrl?: string | undefined;
  /** Where this process builds its BLAST databases. */
  dataDir: string;
  /** Search worker threads of the SQLite backend: here they size the gene actions' threads (half, rounded up). */
  searchWorkers: number;
  log?: (message: string) => void;
}

/**
 * Connects (one line naming DATABASE_URL when the database cannot be used: DatabaseUnavailableError), applies the
 * migrations it lacks and builds a search index of another version, each under an advisory lock so that processes
 * starting together do it once.
 */
export async function openPostgresBackend({ url, readUrl, dataDir, searchWorkers, log = () => {} }: PostgresBackendOptions): Promise<PortalBackend> {
  const connection = await openPostgres(url, { readUrl });
  try {
    const applied = await runPostgresMigrations(connection.primary);
    if (applied.length > 0) log(`Applied the PostgreSQL migrations ${applied.join(', ')}.`);
    await ensurePostgresSearchIndex(connection.primary, log);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const portal = postgresPortalStore(connection, { reindex: (db, type, key) => reindexPostgresRecord(db, type, key) });
  const geneActions = postgresServerGeneActions(connection, url, geneActionWorkerCount(searchWorkers));
  const patmatchPool = new PatmatchPool({ store: geneActions.source });
  const blastReportPages = reportPageWorker({ store: geneActions.source });
  return {
    kind: 'postgres',
    portal,
    // The stamp row is read on every call (search/postgres/store.ts): no process answers from an index another changed.
    search: routedReads(postgresSearchStore(connection.primary), postgresSearchStore(connection.replica)),
    geneActions: geneActions.runner,
    geneActionStore: geneActions.store,
    genome: routedReads(postgresGenomeStore(connection.primary), postgresGenomeStore(connection.replica)),
    patmatchPool,
    blastReportPages,
    dataDir,
    rateLimitStore: sharedRateLimitStore(connection.primary),
    label: `${redactedUrl(url)} (PostgreSQL${readUrl ? `, reads from ${redactedUrl(readUrl)}` : ''})`,
    seed: (options) => seedPostgres(connection, portal, options),
    register: readUrl ? (app) => registerReadRouting(app, connection.primary, connection.replica) : undefined,
    async close() {
      await Promise.all([geneActions.runner.close(), patmatchPool.close(), blastReportPages.close()]);
      await connection.close();
    },
  };
}
