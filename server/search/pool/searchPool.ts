// A small pool of search worker threads (searchWorker.ts), each with its own read-only connection to the database
// file. Node answers one request at a time on its request thread; with the SQL of each search in a worker, that
// thread only parses, routes and writes while searches run beside it, two at once by default on a two-core machine.
// Searches wait in order for an idle worker. The threads are the server's worker pool (workerThreads/workerPool.ts):
// started when first needed; a worker that stops (a crash, an error it did not catch) fails the search it was
// running, which the route answers with a 500, and the next search starts a new one in its place; closing answers
// the searches already asked. The gene actions run in workers of this kind too (a pool of their own, so that a burst
// of them never holds up the searches: search/pool/geneActionRunners.ts).
import type { GeneActionAnswer, GeneActionJob } from '../actions/jobs';
import type { GeneActionStoreSource } from '../actions/storeSource';
import type { SearchQuery, SearchResult } from '../types';
import { WorkerPool } from '../../workerThreads/workerPool';
import type { SearchJob, SearchJobAnswer, SearchWork, SearchWorkerSetup } from './messages';

export interface SearchPoolOptions {
  /** The SQLite file of the searches (and of the gene actions, unless `geneActions` names their store). */
  databaseFile?: string;
  /** Where the gene actions are read: a pool of gene-action workers on PostgreSQL names no SQLite file. */
  geneActions?: GeneActionStoreSource;
  /** Worker threads, at least 1. */
  workers: number;
  /** The worker module, as a file URL: the search worker by default (tests give a stand-in that can fail). */
  entry?: string;
  /** Worker threads that yield the CPU to the request thread: for long work such as the gene actions. */
  lowPriority?: boolean;
}

/** A search the pool could not answer: a worker that stopped, or a pool that was closed. Its message is for the log. */
export class SearchWorkerError extends Error {
  constructor(message: string, workerStack?: string) {
    super(message);
    this.name = 'SearchWorkerError';
    // Where in the worker it failed, for the log.
    if (workerStack) this.stack = `${this.stack ?? message}\nIn the worker: ${workerStack}`;
  }
}

export class SearchWorkerPool {
  private readonly pool: WorkerPool<SearchJob, SearchJobAnswer>;
  private nextId = 1;

  constructor(options: SearchPoolOptions) {
    if (!Number.isInteger(options.workers) || options.workers < 1) throw new RangeError(`A search pool needs at least one worker, not ${options.workers}.`);
    const setup: SearchWorkerSetup = { databaseFile: options.databaseFile, geneActions: options.geneActions, lowPriority: options.lowPriority };
    this.pool = new WorkerPool({ script: options.entry ? new URL(options.entry) : 'search', workerData: setup, threads: options.workers, name: 'search worker' });
  }

  search(query: SearchQuery): Promise<SearchResult> {
    return this.run({ kind: 'search', query }) as Promise<SearchResult>;
  }

  /** A gene action or sequence request, answered with the bytes of its HTTP answer. */
  geneAction(job: GeneActionJob): Promise<GeneActionAnswer> {
    return this.run({ kind: 'geneAction', job }) as Promise<GeneActionAnswer>;
  }

  /** Answers the searches already asked, then ends every worker; resolves once the threads have stopped. */
  close(): Promise<void> {
    return this.pool.close();
  }

  private async run(work: SearchWork): Promise<SearchResult | GeneActionAnswer> {
    const id = this.nextId;
    this.nextId += 1;
    let answer: SearchJobAnswer;
    try {
      answer = await this.pool.run({ ...work, id });
    } catch (error) {
      // The pool's own failures (a worker that stopped, a pool closed) are the search's.
      if (!(error instanceof Error)) throw error;
      const failure = new SearchWorkerError(error.message);
      failure.stack = error.stack;
      throw failure;
    }
    if (!answer.ok) throw new SearchWorkerError(answer.message, answer.stack);
    return answer.result;
  }
}
