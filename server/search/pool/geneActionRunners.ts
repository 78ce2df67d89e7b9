// Where the gene actions and the sequence call run: in a pool of search workers of their own, each with a connection
// of its own, or, without workers, in the request thread. A request for 10,000 loci reads them all and can answer
// tens of megabytes of FASTA (seconds of work at full scale): in a worker, the request thread meanwhile answers
// everyone else, and takes the answer's bytes without copying them.
import type { Db } from '../../db/database';
import { answerGeneActionJob, type GeneActionAnswer, type GeneActionJob } from '../actions/jobs';
import { sqliteGeneActionStore } from '../actions/sqliteStore';
import type { GeneActionStore } from '../actions/store';
import type { GeneActionStoreSource } from '../actions/storeSource';
import { SearchWorkerPool } from './searchPool';

export interface GeneActionRunner {
  /** Brings the derived rows up to date on the server's own connection (GeneActionStore.prepare); the loci read. */
  prepare(): Promise<number>;
  run(job: GeneActionJob): Promise<GeneActionAnswer>;
  /** Ends the workers (before the database connection closes). */
  close(): Promise<void>;
}

/** Every job answered in the calling thread, from `store`. */
export function inThreadGeneActionRunner(store: GeneActionStore): GeneActionRunner {
  return {
    prepare: () => store.prepare(),
    run: (job) => answerGeneActionJob(store, job),
    close: async () => {},
  };
}

/**
 * Jobs answered by the pool's workers. A SQLite worker's read-only connection cannot derive rows, so the server's
 * connection (`local`) brings them up to date before each job: one indexed look at the queue when nothing was
 * written since.
 */
export function pooledGeneActionRunner(pool: SearchWorkerPool, local: GeneActionStore): GeneActionRunner {
  return {
    prepare: () => local.prepare(),
    run: async (job) => {
      await local.prepare();
      return pool.geneAction(job);
    },
    close: () => pool.close(),
  };
}

/** Half the search workers, rounded up: a burst of gene actions leaves the searches their own workers and a core. */
export const geneActionWorkerCount = (searchWorkers: number) => Math.ceil(searchWorkers / 2);

/**
 * The server's gene-action runner over its store: `workers` threads reading `source`, or none, when asked for none
 * or when there is no source other connections can open (an in-memory SQLite database).
 */
export function geneActionRunner(local: GeneActionStore, source: GeneActionStoreSource | null, workers: number): GeneActionRunner {
  if (workers === 0 || source === null) return inThreadGeneActionRunner(local);
  return pooledGeneActionRunner(new SearchWorkerPool({ geneActions: source, workers, lowPriority: true }), local);
}

/** The SQLite file other connections can open, or null for an in-memory database. */
export const sqliteSource = (db: Db): GeneActionStoreSource | null => (db.memory || db.name === '' || db.name === ':memory:' ? null : { kind: 'sqlite', file: db.name });

/** The server's gene-action runner over its SQLite database. */
export const serverGeneActionRunner = (db: Db, workers: number): GeneActionRunner => geneActionRunner(sqliteGeneActionStore(db), sqliteSource(db), workers);
