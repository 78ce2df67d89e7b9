// Where the gene actions and the sequence call run: in a pool of search workers of their own, each with a read-only
// connection, or, without workers, in the request thread as one call. A request for 10,000 loci reads them all and
// can answer tens of megabytes of FASTA (seconds of work at full scale): in a worker, the request thread meanwhile
// answers everyone else, and takes the answer's bytes without copying them.
import type { Db } from '../../db/database';
import { answerGeneActionJob, type GeneActionAnswer, type GeneActionJob } from '../actions/jobs';
import { sqliteGeneActionStore } from '../actions/sqliteStore';
import type { GeneActionStore } from '../actions/store';
import { SearchWorkerPool } from './searchPool';

export interface GeneActionRunner {
  /** Brings the derived rows up to date on the server's own connection (GeneActionStore.prepare); returns the loci read. */
  prepare(): number;
  run(job: GeneActionJob): Promise<GeneActionAnswer>;
  /** Ends the workers (before the database connection closes). */
  close(): Promise<void>;
}

/** Every job answered in the calling thread, from `store`. */
export function inThreadGeneActionRunner(store: GeneActionStore): GeneActionRunner {
  return {
    prepare: () => store.prepare(),
    run: async (job) => answerGeneActionJob(store, job),
    close: async () => {},
  };
}

/**
 * Jobs answered by the pool's workers. Their read-only connections cannot derive rows, so the server's connection
 * (`local`) brings them up to date before each job: one indexed look at the queue when nothing was written since.
 */
export function pooledGeneActionRunner(pool: SearchWorkerPool, local: GeneActionStore): GeneActionRunner {
  return {
    prepare: () => local.prepare(),
    run: (job) => {
      local.prepare();
      return pool.geneAction(job);
    },
    close: () => pool.close(),
  };
}

/** Half the search workers, rounded up: a burst of gene actions leaves the searches their own workers and a core. */
export const geneActionWorkerCount = (searchWorkers: number) => Math.ceil(searchWorkers / 2);

/**
 * The server's gene-action runner over its database: `workers` threads, or none, when asked for none or when the
 * database is not a file that other connections can open (an in-memory database).
 */
export function serverGeneActionRunner(db: Db, workers: number): GeneActionRunner {
  const local = sqliteGeneActionStore(db);
  if (workers === 0 || db.memory || db.name === '' || db.name === ':memory:') return inThreadGeneActionRunner(local);
  return pooledGeneActionRunner(new SearchWorkerPool({ databaseFile: db.name, workers, lowPriority: true }), local);
}
