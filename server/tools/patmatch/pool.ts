// The PatMatch worker pool: up to `threads` worker threads (started when first needed), a bounded queue of searches
// waiting for one, and limits on time. A search stops itself at the search time limit (the hits found by then are
// answered, marked as cut short). A search that cannot stop itself (one long run of the regular expression engine)
// is ended with its worker, which is replaced: when the worker has not answered 5 s after the search time limit,
// counted from when its dataset was in memory, or after the load limit while reading the dataset.
import { Worker } from 'node:worker_threads';
import type { PatmatchResult, SearchOptions } from './search';
import type { WorkerAnswer, WorkerJob, WorkerLoaded, WorkerSetup } from './workerMessages';

export interface PatmatchPoolOptions {
  databaseFile: string;
  /** Worker threads; 2 by default (one long search leaves another free). */
  threads?: number;
  /** Searches that may wait for a thread; more are refused at once (PoolBusyError). */
  waiting?: number;
  /** A search stops after this long (20 s by default). */
  searchTimeLimitMs?: number;
  /** A worker still reading a dataset after this long is ended (90 s by default: the genome takes ~7 s to read). */
  loadTimeLimitMs?: number;
  /**
   * Residues of datasets each worker keeps in memory, not counting the reverse complements it makes for Crick
   * searches (up to as many again): 150 million by default, the demo genome and the gene-level datasets.
   */
  cacheResidues?: number;
}

/** Grace after the search time limit for a search to answer before its worker is ended. */
const STOP_GRACE_MS = 5_000;

export class SearchTooLongError extends Error {
  constructor() {
    super('The pattern search took too long and was stopped. A more specific pattern, fewer mismatches or a smaller database searches faster.');
    this.name = 'SearchTooLongError';
  }
}

export class PoolBusyError extends Error {
  constructor() {
    super('The pattern search service is busy with other searches; please try again in a minute.');
    this.name = 'PoolBusyError';
  }
}

/** The pattern cannot be searched (the message is for the user). */
export class SearchRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchRefusedError';
  }
}

interface Pending {
  job: Omit<WorkerJob, 'id'>;
  resolve: (result: PatmatchResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
  cached: Set<string>;
}

const BOOT = new URL('./workerBoot.mjs', import.meta.url);
const ENTRY = new URL('./searchWorker.ts', import.meta.url).href;

export class PatmatchPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly settings: Required<PatmatchPoolOptions>;

  constructor(options: PatmatchPoolOptions) {
    this.settings = {
      threads: 2,
      waiting: 8,
      searchTimeLimitMs: 20_000,
      loadTimeLimitMs: 90_000,
      cacheResidues: 150_000_000,
      ...options,
    };
    this.slots = Array.from({ length: Math.max(1, this.settings.threads) }, () => ({ worker: null, busy: null, timer: null, cached: new Set<string>() }));
  }

  get timeLimitMs(): number {
    return this.settings.searchTimeLimitMs;
  }

  search(datasetId: string, options: SearchOptions): Promise<PatmatchResult> {
    if (this.closed) return Promise.reject(new Error('The pattern search service has stopped.'));
    return new Promise((resolve, reject) => {
      const pending: Pending = { job: { datasetId, options, timeLimitMs: this.settings.searchTimeLimitMs }, resolve, reject };
      const slot = this.freeSlot(datasetId);
      if (slot) this.start(slot, pending);
      else if (this.queue.length < this.settings.waiting) this.queue.push(pending);
      else reject(new PoolBusyError());
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The pattern search service has stopped.'));
    await Promise.all(this.slots.map((slot) => this.retire(slot, new Error('The pattern search service has stopped.'))));
  }

  /** An idle slot, preferring one whose worker already holds the dataset. */
  private freeSlot(datasetId: string): Slot | undefined {
    const idle = this.slots.filter((slot) => slot.busy === null);
    return idle.find((slot) => slot.cached.has(datasetId)) ?? idle.find((slot) => slot.worker !== null) ?? idle[0];
  }

  private spawn(slot: Slot): Worker {
    const setup: WorkerSetup & { entry: string } = { entry: ENTRY, databaseFile: this.settings.databaseFile, cacheResidues: this.settings.cacheResidues };
    const worker = new Worker(BOOT, { workerData: setup });
    worker.on('message', (message: WorkerAnswer | WorkerLoaded) => {
      if ('loaded' in message) this.limit(slot, this.settings.searchTimeLimitMs + STOP_GRACE_MS);
      else this.answered(slot, message);
    });
    worker.on('error', (error) => void this.retire(slot, error));
    worker.on('exit', () => {
      if (slot.worker === worker) void this.retire(slot, new Error('The pattern search stopped unexpectedly.'));
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    slot.worker = worker;
    slot.cached.clear();
    return worker;
  }

  private start(slot: Slot, pending: Pending): void {
    const worker = slot.worker ?? this.spawn(slot);
    slot.busy = pending;
    this.limit(slot, this.settings.loadTimeLimitMs);
    worker.ref();
    const job: WorkerJob = { id: this.nextId, ...pending.job };
    this.nextId += 1;
    worker.postMessage(job);
  }

  /** Ends the slot's worker if its search has not answered within `ms` from now. */
  private limit(slot: Slot, ms: number): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => void this.retire(slot, new SearchTooLongError()), ms);
  }

  private finish(slot: Slot): Pending | null {
    const pending = slot.busy;
    slot.busy = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.worker?.unref();
    return pending;
  }

  private answered(slot: Slot, answer: WorkerAnswer): void {
    slot.cached = new Set(answer.cached);
    const pending = this.finish(slot);
    if (pending) {
      if (answer.ok) pending.resolve(answer.result);
      else pending.reject(answer.refused ? new SearchRefusedError(answer.message) : new Error(answer.message));
    }
    this.next(slot);
  }

  /** Ends a slot's worker (a failure, the hard time limit or closing); its search, if any, fails with `error`. */
  private async retire(slot: Slot, error: Error): Promise<void> {
    const worker = slot.worker;
    slot.worker = null;
    slot.cached.clear();
    const pending = this.finish(slot);
    pending?.reject(error);
    if (worker) await worker.terminate();
    this.next(slot);
  }

  private next(slot: Slot): void {
    if (this.closed || slot.busy) return;
    const pending = this.queue.shift();
    if (pending) this.start(slot, pending);
  }
}
