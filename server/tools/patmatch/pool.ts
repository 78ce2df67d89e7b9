// The PatMatch worker pool: up to `threads` worker threads (started when first needed), a bounded queue of searches
// waiting for one, and limits on time. A search goes to an idle worker that holds its dataset if one does
// (poolSlots.ts). A search that finds another worker idle, and no search waiting, is split (splitRule.ts) between the
// idle workers that hold its dataset (splitRuns.ts: jobs planned by splitPlan.ts and handed out in order, the answer
// the same as one worker's); an idle worker that does not hold it reads it meanwhile, for the next search. When a
// search is waiting, a worker that finishes a job of a split search serves it, unless no other worker is left on it.
//
// Time: a search has the search time limit from when a worker takes it up (a thread still starting when the search
// reaches it spends none of it on its start; the load limit bounds a start), reading its dataset included. It stops
// itself then (the hits found by then are answered, marked as cut short). A search that has not answered 5 s
// (stopGraceMs) after its limit is answered "too long" at once: its worker, when stuck in one long run of the
// regular expression engine, is ended and replaced; when still reading the dataset, it is told to stop the search
// and may finish reading (up to the load limit) so that the next searches find the dataset in memory.
// Cancelling: a search whose signal aborts (its client went away) leaves the queue, or is answered at once while its
// worker is told to stop (a flag in shared memory that every checkpoint reads), and ended if it has not stopped
// within the same grace.
import { abortReason } from '../shared/clientGone';
import { unpackAnswer, type PatmatchAnswer } from './answer';
import { PoolBusyError, SearchRefusedError, SearchTooLongError } from './poolErrors';
import { MAKING_ROWS_LIMIT_MS, poolSettings, type PatmatchPoolOptions, type PatmatchPoolSettings } from './poolSettings';
import { DatasetShapes, finishTask, heldMap, newSlot, slotFor } from './poolSlots';
import type { PendingSearch, SearchTask, Slot, SplitRun, Task } from './poolTasks';
import type { SearchOptions } from './search';
import { SplitRuns } from './splitRuns';
import type { WorkerAnswer, WorkerJob, WorkerJobBody, WorkerLoaded, WorkerMakingRows, WorkerSetup, WorkerTookUp } from './workerMessages';

export { PoolBusyError, SearchRefusedError, SearchTooLongError, type PatmatchPoolOptions };

type WorkerMessage = WorkerTookUp | WorkerLoaded | WorkerMakingRows | WorkerAnswer;

const STOPPED = 'The pattern search service has stopped.';

export class PatmatchPool {
  private readonly slots: Slot[];
  private readonly queue: PendingSearch[] = [];
  private readonly splits: SplitRuns;
  private readonly shapes = new DatasetShapes();
  private nextId = 1;
  private closed = false;
  /** Searches run whole on one worker, and split between workers, since the pool started. */
  readonly counts = { whole: 0, split: 0 };
  private readonly settings: PatmatchPoolSettings;

  constructor(options: PatmatchPoolOptions) {
    this.settings = poolSettings(options);
    const workers = Math.max(1, this.settings.threads);
    this.splits = new SplitRuns({ ...this.settings, workers });
    const setup: WorkerSetup = { store: this.settings.store, cacheResidues: this.settings.cacheResidues };
    const events = { message: (slot: Slot, message: unknown) => this.received(slot, message as WorkerMessage), stopped: (slot: Slot, error: Error) => void this.retire(slot, error) };
    this.slots = Array.from({ length: workers }, () => newSlot(setup, events));
  }

  get timeLimitMs(): number {
    return this.settings.searchTimeLimitMs;
  }

  /** Worker threads alive, workers busy (with a search, a part of one, or reading a dataset), and searches waiting. */
  get load(): { workers: number; busy: number; waiting: number } {
    return {
      workers: this.slots.filter((slot) => slot.thread.started).length,
      busy: this.slots.filter((slot) => slot.task !== null).length,
      waiting: this.queue.length,
    };
  }

  /** Whole searches whose worker has the dataset in memory and runs the search itself. */
  get searching(): number {
    return this.slots.filter((slot) => slot.task?.kind === 'search' && slot.task.loaded).length;
  }

  /**
   * Searches a dataset; when `signal` aborts, the search is cancelled and fails with the signal's reason. The answer
   * holds the rows of the hit table as the workers made them.
   */
  search(datasetId: string, options: SearchOptions, { signal }: { signal?: AbortSignal } = {}): Promise<PatmatchAnswer> {
    if (this.closed) return Promise.reject(new Error(STOPPED));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
      const cancel = () => this.cancel(pending, abortReason(signal!));
      const settled = () => signal?.removeEventListener('abort', cancel);
      const pending: PendingSearch = {
        datasetId,
        options,
        resolve: (result) => {
          settled();
          resolve(result);
        },
        reject: (error) => {
          settled();
          reject(error);
        },
      };
      signal?.addEventListener('abort', cancel, { once: true });
      const slot = slotFor(this.idleSlots(), datasetId);
      if (slot) this.begin(slot, pending);
      else if (this.queue.length < this.settings.waiting) this.queue.push(pending);
      else pending.reject(new PoolBusyError());
    });
  }

  /** A search no longer wanted: out of the queue, or answered now with `error` while its workers are told to stop. */
  private cancel(pending: PendingSearch, error: Error): void {
    const place = this.queue.indexOf(pending);
    if (place >= 0) {
      this.queue.splice(place, 1);
      pending.reject(error);
      return;
    }
    for (const slot of this.slots) {
      if (slot.task?.kind === 'search' && slot.task.pending === pending && !slot.task.abandoned) this.abandon(slot, error);
    }
    for (const run of this.splits.of(pending)) {
      this.splits.fail(run, error);
      for (const slot of run.running) this.askToStop(slot, this.settings.stopGraceMs);
    }
  }

  /**
   * Answers a whole search now with `error` and tells its worker to stop: the worker is ended if it has not answered
   * within the grace once the search runs, or within the load limit while it still reads the dataset (which it keeps
   * for the next searches).
   */
  private abandon(slot: Slot, error: Error): void {
    const task = slot.task;
    if (task?.kind !== 'search') return;
    task.abandoned = true;
    task.pending.reject(error);
    this.askToStop(slot, task.loaded ? this.settings.stopGraceMs : task.began + this.settings.loadTimeLimitMs - Date.now());
  }

  /** Sets the slot's stop flag, and ends its worker if its job has not answered within `ms`. */
  private askToStop(slot: Slot, ms: number): void {
    if (slot.stop) Atomics.store(slot.stop, 0, 1);
    this.limit(slot, ms);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error(STOPPED));
    this.splits.failAll(new Error(STOPPED));
    await Promise.all(this.slots.map((slot) => this.retire(slot, new Error(STOPPED))));
  }

  private idleSlots(): Slot[] {
    return this.slots.filter((slot) => slot.task === null);
  }

  /** Idle workers that hold a dataset: with two or more, the next search of it is split (by the default rule). */
  idleWorkersHolding(datasetId: string): number {
    return this.idleSlots().filter((slot) => slot.held.has(datasetId)).length;
  }

  /**
   * Starts a search on `slot`: split when its worker holds the dataset and the split rule says so (by default when
   * another worker is idle and no search waits, so a split never delays anyone); otherwise whole, while idle workers
   * that lack the dataset read it.
   */
  private begin(slot: Slot, pending: PendingSearch): void {
    const idleOthers = this.idleSlots().filter((other) => other !== slot);
    const helpers = this.queue.length === 0 ? idleOthers : [];
    const version = slot.held.get(pending.datasetId);
    const lengths = this.shapes.of(pending.datasetId, version);
    if (version !== undefined && lengths && this.settings.splitRule({ idleWorkers: idleOthers.length, waiting: this.queue.length })) {
      this.split(slot, helpers, pending, version, lengths);
      return;
    }
    this.counts.whole += 1;
    const task: SearchTask = { kind: 'search', pending, began: Date.now(), loaded: false, abandoned: false };
    this.start(slot, task, { kind: 'search', datasetId: pending.datasetId, options: pending.options, timeLimitMs: this.settings.searchTimeLimitMs });
    for (const helper of helpers) if (!helper.held.has(pending.datasetId)) this.prepare(helper, pending.datasetId);
  }

  private split(slot: Slot, helpers: Slot[], pending: PendingSearch, version: string, lengths: Int32Array): void {
    const run = this.splits.open(pending, version, lengths);
    if (!run) return;
    this.counts.split += 1;
    if (run.settled) return;
    for (const worker of [slot, ...helpers]) {
      if (worker.held.get(pending.datasetId) === version) this.work(worker, run);
      else this.prepare(worker, pending.datasetId);
    }
  }

  /** Gives `slot` the split's next job; false when none is left to hand out. */
  private work(slot: Slot, run: SplitRun): boolean {
    const job = this.splits.nextJob(run, slot);
    if (!job) return false;
    const { datasetId, options } = run.pending;
    this.start(slot, { kind: 'pieces', run, job: job.index }, { kind: 'pieces', datasetId, version: run.version, options, pieces: job.pieces, deadline: run.deadline });
    return true;
  }

  /** Has an idle worker read a dataset, so that the next search of it can be split. */
  private prepare(slot: Slot, datasetId: string): void {
    this.start(slot, { kind: 'prepare' }, { kind: 'prepare', datasetId });
  }

  private received(slot: Slot, message: WorkerMessage): void {
    if ('tookUp' in message) this.tookUp(slot, message);
    else if ('loaded' in message) this.loaded(slot, message);
    else if ('makingRows' in message) this.makingRows(slot);
    else this.answered(slot, message);
  }

  private start(slot: Slot, task: Task, message: WorkerJobBody): void {
    slot.task = task;
    slot.stop = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    // A job of a split search must answer by its deadline and the grace; a whole search gets its deadline when its
    // worker takes it up (tookUp), and until then, like reading a dataset for later searches, has the load limit.
    if (task.kind === 'pieces') this.limit(slot, task.run.deadline + this.settings.stopGraceMs - Date.now());
    else this.limit(slot, this.settings.loadTimeLimitMs);
    slot.thread.post({ id: this.nextId, ...message, stop: slot.stop } as WorkerJob);
    this.nextId += 1;
  }

  /** The worker has taken up a whole search: it must answer by the deadline it tells and the grace. */
  private tookUp(slot: Slot, message: WorkerTookUp): void {
    const task = slot.task;
    if (task?.kind !== 'search') return;
    task.began = Date.now();
    // A search answered already (cancelled while its thread started) keeps the load limit it was given.
    if (!task.abandoned) this.limit(slot, message.deadline + this.settings.stopGraceMs - Date.now());
  }

  private loaded(slot: Slot, message: WorkerLoaded): void {
    if (message.shape) this.shapes.note(message.shape);
    const task = slot.task;
    if (task?.kind !== 'search') return;
    task.loaded = true;
    // Answered while the dataset was read: the search itself now stops at its first checkpoint.
    if (task.abandoned) this.limit(slot, this.settings.stopGraceMs);
  }

  /** A whole search has ended and its worker makes the rows: that has a limit of its own, unless the search was answered. */
  private makingRows(slot: Slot): void {
    const task = slot.task;
    if (task?.kind === 'search' && !task.abandoned) this.limit(slot, MAKING_ROWS_LIMIT_MS);
  }

  /** Deals with the slot's task if it has not answered within `ms` from now (overdue). */
  private limit(slot: Slot, ms: number): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.overdue(slot), Math.max(0, ms));
  }

  /**
   * A task past its time: a search still reading its dataset is answered "too long" and told to stop, the worker
   * reading on; anything else ends with its worker.
   */
  private overdue(slot: Slot): void {
    const task = slot.task;
    if (task?.kind === 'search' && !task.loaded && !task.abandoned) this.abandon(slot, new SearchTooLongError());
    else void this.retire(slot, new SearchTooLongError());
  }

  private answered(slot: Slot, answer: WorkerAnswer): void {
    slot.held = heldMap(answer.held);
    const task = finishTask(slot);
    const failure = answer.ok ? null : answer.refused ? new SearchRefusedError(answer.message) : new Error(answer.message);
    // An abandoned search was answered already: what its worker says now is dropped.
    if (task?.kind === 'search' && !task.abandoned) {
      if (answer.ok && answer.answer) task.pending.resolve(unpackAnswer(answer.answer));
      else task.pending.reject(failure ?? new Error('The pattern search came back empty.'));
    } else if (task?.kind === 'pieces' && !task.run.settled) {
      const { run } = task;
      if (failure || !answer.ok || !answer.job) this.splits.fail(run, failure ?? new Error('A part of the pattern search came back empty.'));
      else {
        this.splits.accept(run, task.job, answer.job);
        // With a search waiting, the worker serves it, unless the split would be left with no worker.
        if (!run.settled && (this.queue.length === 0 || run.running.size === 0) && this.work(slot, run)) return;
      }
    }
    this.next(slot);
  }

  /** Ends a slot's worker (a failure, the hard time limit or closing); its search, if any, fails with `error`. */
  private async retire(slot: Slot, error: Error): Promise<void> {
    slot.held.clear();
    const task = finishTask(slot);
    if (task?.kind === 'search') task.pending.reject(error);
    if (task?.kind === 'pieces' && !task.run.settled) this.splits.fail(task.run, error);
    await slot.thread.end();
    this.next(slot);
  }

  /** An idle slot takes the next waiting search, or helps a split search of a dataset it holds. */
  private next(slot: Slot): void {
    if (this.closed || slot.task) return;
    const pending = this.queue.shift();
    if (pending) {
      this.begin(slot, pending);
      return;
    }
    for (const run of this.splits.over(slot.held)) if (this.work(slot, run)) return;
  }
}
