// What the PatMatch pool (pool.ts) keeps about its work: the searches asked of it, its slots (a worker thread
// each), and what a slot's worker is doing: a whole search, a job of a search split between workers (splitRuns.ts),
// or reading a dataset for later searches.
import type { WorkerThread } from '../../workerThreads/workerThread';
import type { PatmatchAnswer } from './answer';
import type { SearchOptions } from './search';
import type { SplitAssembler } from './splitAssembler';

/** A search asked of the pool, until it is answered. */
export interface PendingSearch {
  datasetId: string;
  options: SearchOptions;
  resolve: (answer: PatmatchAnswer) => void;
  reject: (error: Error) => void;
}

/** A search split between workers while it runs. */
export interface SplitRun {
  pending: PendingSearch;
  version: string;
  assembler: SplitAssembler;
  began: number;
  /** Every job stops at this Date.now() time. */
  deadline: number;
  /** The slots running one of its jobs. */
  running: Set<Slot>;
  settled: boolean;
}

/** A whole search on one worker. */
export interface SearchTask {
  kind: 'search';
  pending: PendingSearch;
  /** When it was posted, then when its worker took it up (Date.now() times). */
  began: number;
  /** Its dataset is in memory and the search itself runs (it has looked at its stop flag once). */
  loaded: boolean;
  /** Already answered (cancelled, or too long while the dataset was read): what the worker answers is dropped. */
  abandoned: boolean;
}

export type Task = SearchTask | { kind: 'prepare' } | { kind: 'pieces'; run: SplitRun; job: number };

export interface Slot {
  /** Its thread (workerThreads/workerThread.ts): started when a job first needs it, and again after it stops. */
  thread: WorkerThread;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  /** The current job's stop flag, shared with the worker: 1 asks it to stop at its next checkpoint. */
  stop: Int32Array | null;
  /** The datasets its worker holds: id to the version of its reading. */
  held: Map<string, string>;
}
