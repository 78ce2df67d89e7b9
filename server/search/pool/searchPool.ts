// A small pool of search worker threads (searchWorker.ts), each with its own read-only connection to the database
// file. Node answers one request at a time on its request thread; with the SQL of each search in a worker, that
// thread only parses, routes and writes while searches run beside it, two at once by default on a two-core machine.
// Searches wait in order for an idle worker. Workers start when first needed. A worker that stops (a crash, an
// error it did not catch) fails the search it was running, which the route answers with a 500, and the next search
// starts a new one in its place. The gene actions run in workers of this kind too (a pool of their own, so that a
// burst of them never holds up the searches: search/pool/geneActionRunners.ts).
import { Worker } from 'node:worker_threads';
import type { GeneActionAnswer, GeneActionJob } from '../actions/jobs';
import type { SearchQuery, SearchResult } from '../types';
import type { SearchJob, SearchJobAnswer, SearchWork, SearchWorkerSetup } from './messages';

export interface SearchPoolOptions {
  databaseFile: string;
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

interface Pending {
  work: SearchWork;
  resolve: (result: SearchResult | GeneActionAnswer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  busy: Pending | null;
  /** Why the worker is stopping, when it said so before it stopped (an uncaught error). */
  failure: Error | null;
}

/** How long closing waits for the searches already asked: far longer than any search takes. */
const DRAIN_LIMIT_MS = 10_000;

const BOOT = new URL('../../workerThreads/tsxWorkerBoot.mjs', import.meta.url);
const SEARCH_WORKER = new URL('./searchWorker.ts', import.meta.url).href;

export class SearchWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private readonly entry: string;
  private nextId = 1;
  private closed = false;
  /** Called once each time a search is answered or fails (closing waits on them). */
  private onSettled: (() => void)[] = [];

  constructor(private readonly options: SearchPoolOptions) {
    if (!Number.isInteger(options.workers) || options.workers < 1) throw new RangeError(`A search pool needs at least one worker, not ${options.workers}.`);
    this.entry = options.entry ?? SEARCH_WORKER;
    this.slots = Array.from({ length: options.workers }, () => ({ worker: null, busy: null, failure: null }));
  }

  search(query: SearchQuery): Promise<SearchResult> {
    return this.run({ kind: 'search', query }) as Promise<SearchResult>;
  }

  /** A gene action or sequence request, answered with the bytes of its HTTP answer. */
  geneAction(job: GeneActionJob): Promise<GeneActionAnswer> {
    return this.run({ kind: 'geneAction', job }) as Promise<GeneActionAnswer>;
  }

  private run(work: SearchWork): Promise<SearchResult | GeneActionAnswer> {
    if (this.closed) return Promise.reject(new SearchWorkerError('The search pool is closed.'));
    return new Promise((resolve, reject) => {
      const pending: Pending = { work, resolve, reject };
      // A worker already running is preferred to starting another.
      const idle = this.slots.find((slot) => slot.busy === null && slot.worker !== null) ?? this.slots.find((slot) => slot.busy === null);
      if (idle) this.start(idle, pending);
      else this.queue.push(pending);
    });
  }

  /**
   * Takes no more searches, answers those already asked (a server closing still answers the requests it has), then
   * ends every worker; a search still running after DRAIN_LIMIT_MS fails. Resolves once the threads have stopped.
   */
  async close(): Promise<void> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DRAIN_LIMIT_MS);
    });
    while (this.queue.length > 0 || this.slots.some((slot) => slot.busy !== null)) {
      const settled = new Promise<true>((resolve) => this.onSettled.push(() => resolve(true)));
      if (!(await Promise.race([settled, limit]))) break;
    }
    clearTimeout(timer);
    for (const pending of this.queue.splice(0)) pending.reject(new SearchWorkerError('The search pool closed before the search ran.'));
    await Promise.all(
      this.slots.map(async (slot) => {
        const worker = slot.worker;
        slot.worker = null;
        slot.busy?.reject(new SearchWorkerError('The search pool closed during the search.'));
        slot.busy = null;
        if (worker) await worker.terminate();
      }),
    );
  }

  private spawn(slot: Slot): Worker {
    const setup: SearchWorkerSetup = { entry: this.entry, databaseFile: this.options.databaseFile, lowPriority: this.options.lowPriority };
    const worker = new Worker(BOOT, { workerData: setup });
    worker.on('message', (answer: SearchJobAnswer) => {
      if (slot.worker === worker) this.answered(slot, answer);
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) slot.failure = error;
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker) this.stopped(slot, code);
    });
    slot.worker = worker;
    slot.failure = null;
    return worker;
  }

  private start(slot: Slot, pending: Pending): void {
    const worker = slot.worker ?? this.spawn(slot);
    slot.busy = pending;
    // A running search keeps the process alive; an idle worker does not.
    worker.ref();
    const job: SearchJob = { ...pending.work, id: this.nextId };
    this.nextId += 1;
    worker.postMessage(job);
  }

  private answered(slot: Slot, answer: SearchJobAnswer): void {
    const pending = slot.busy;
    slot.busy = null;
    slot.worker?.unref();
    if (pending) {
      if (answer.ok) pending.resolve(answer.result);
      else pending.reject(new SearchWorkerError(answer.message, answer.stack));
    }
    this.next(slot);
  }

  /** The slot's worker stopped on its own: its search fails, and the next search starts a new worker here. */
  private stopped(slot: Slot, code: number): void {
    const pending = slot.busy;
    const cause = slot.failure;
    slot.worker = null;
    slot.busy = null;
    slot.failure = null;
    pending?.reject(new SearchWorkerError(`A search worker stopped (exit code ${code}) during a search${cause ? `: ${cause.message}` : '.'}`, cause?.stack));
    this.next(slot);
  }

  /** Gives the slot the next waiting search (also while closing: those were asked before). */
  private next(slot: Slot): void {
    if (!slot.busy) {
      const pending = this.queue.shift();
      if (pending) this.start(slot, pending);
    }
    for (const settled of this.onSettled.splice(0)) settled();
  }
}
