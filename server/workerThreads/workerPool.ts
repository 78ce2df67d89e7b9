// A pool of worker threads running one module (workerScript.ts), each thread one task at a time: the server's
// searches and gene actions (search/pool/), the BLAST results pages (tools/blast/reportPages.ts). A task is a message
// posted to an idle thread, and its answer the first message the thread posts back.
//   Lazy start: a thread starts when a task first needs it; an idle thread does not keep the process alive.
//   Bounded queue: tasks beyond the threads wait in order (RunQueue), up to `waiting`; more are refused at once.
//   Crash replacement: a thread that stops during its task (an error it did not catch, an exit) fails that task
//     alone, with WorkerStoppedError; the next task starts a new thread in its place.
//   Time limit: a task not answered within `timeLimitMs` is ended with its thread (WorkerTimeLimitError), which
//     stops work a thread cannot be asked to stop (a long SQLite statement); a new thread takes the next task.
//   Draining on close: no new tasks; those already asked, running and waiting, are answered (within `drainLimitMs`),
//     then every thread ends.
// Its threads are WorkerThreads (workerThread.ts), as are the PatMatch pool's (tools/patmatch/pool.ts), which
// schedules them itself: a search there may be split between threads, goes to a thread that holds its dataset, and is
// asked to stop (a flag in shared memory) before its thread is ended.
import type { TransferListItem } from 'node:worker_threads';
import { RunQueue } from './runQueue';
import { WorkerStoppedError, WorkerThread } from './workerThread';
import type { WorkerName } from './workerScript';

export { WorkerStoppedError };

export interface WorkerPoolOptions {
  /** What the threads run: one of the server's worker modules, or a module's file URL (a test's stand-in). */
  script: WorkerName | URL;
  /** Given to every thread when it starts (workerData). */
  workerData: object;
  /** Threads, at least 1. */
  threads: number;
  /** Tasks that may wait for a thread; more are refused (QueueFullError). No limit by default. */
  waiting?: number;
  /** A task not answered in this time (a new thread's start included) ends with its thread; no limit by default. */
  timeLimitMs?: number;
  /** How long closing waits for the tasks already asked (10 s by default). */
  drainLimitMs?: number;
  /** What a thread is called in errors, for the log: 'search worker'. */
  name: string;
}

/** A task that ran past the pool's time limit, and was ended with its thread. */
export class WorkerTimeLimitError extends Error {
  constructor(name: string, ms: number) {
    super(`A ${name} did not answer within ${ms} ms and was ended.`);
    this.name = 'WorkerTimeLimitError';
  }
}

export interface RunOptions {
  transfer?: readonly TransferListItem[];
  signal?: AbortSignal;
  timeLimitMs?: number;
}

interface Task {
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
}

interface Slot {
  thread: WorkerThread;
  task: Task | null;
}

const DEFAULT_DRAIN_LIMIT_MS = 10_000;

export class WorkerPool<Job, Answer> {
  private readonly queue: RunQueue;
  private readonly slots: Slot[];

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.threads) || options.threads < 1) throw new RangeError(`A worker pool needs at least one thread, not ${options.threads}.`);
    this.queue = new RunQueue(options.threads, options.waiting ?? Number.POSITIVE_INFINITY);
    this.slots = Array.from({ length: options.threads }, () => {
      const slot: Slot = {
        task: null,
        thread: new WorkerThread({
          script: options.script,
          workerData: options.workerData,
          name: options.name,
          onMessage: (answer) => this.finish(slot)?.resolve(answer),
          onStopped: (error) => this.finish(slot)?.reject(error),
        }),
      };
      return slot;
    });
  }

  /** Threads alive, threads with a task, and tasks waiting. */
  get load(): { threads: number; busy: number; waiting: number } {
    return {
      threads: this.slots.filter((slot) => slot.thread.started).length,
      busy: this.slots.filter((slot) => slot.task !== null).length,
      waiting: this.queue.load.waiting,
    };
  }

  /**
   * Posts `job` to the next idle thread (`transfer`: buffers handed over rather than copied) and resolves with the
   * thread's answer. A task whose `signal` aborts while it waits leaves the queue with the signal's reason;
   * `timeLimitMs` replaces the pool's time limit for this task.
   */
  run(job: Job, { transfer, signal, timeLimitMs = this.options.timeLimitMs }: RunOptions = {}): Promise<Answer> {
    return this.queue.run(() => this.runOnIdleThread(job, transfer, timeLimitMs), signal);
  }

  /**
   * Takes no more tasks, answers those already asked (a server closing still answers the requests it has), then ends
   * every thread; a task still waiting or running after the drain limit fails. Resolves once the threads have stopped.
   */
  async close(): Promise<void> {
    await this.queue.close(this.options.drainLimitMs ?? DEFAULT_DRAIN_LIMIT_MS);
    await Promise.all(
      this.slots.map(async (slot) => {
        this.finish(slot)?.reject(new WorkerStoppedError(`The pool closed while a ${this.options.name} ran its task.`));
        await slot.thread.end();
      }),
    );
  }

  /** The queue lets at most `threads` tasks run at once, so a slot is free; a started thread is preferred. */
  private runOnIdleThread(job: Job, transfer: readonly TransferListItem[] | undefined, timeLimitMs: number | undefined): Promise<Answer> {
    const slot = this.slots.find((each) => each.task === null && each.thread.started) ?? this.slots.find((each) => each.task === null);
    if (!slot) return Promise.reject(new Error(`No idle ${this.options.name}.`));
    return new Promise<Answer>((resolve, reject) => {
      const timer = timeLimitMs === undefined ? null : setTimeout(() => this.overdue(slot, timeLimitMs), timeLimitMs);
      slot.task = { resolve: resolve as (answer: unknown) => void, reject, timer };
      slot.thread.post(job, transfer);
    });
  }

  /** The task ran out of time: it fails now, and its thread is ended (the next task starts a new one). */
  private overdue(slot: Slot, ms: number): void {
    this.finish(slot)?.reject(new WorkerTimeLimitError(this.options.name, ms));
    void slot.thread.end();
  }

  private finish(slot: Slot): Task | null {
    const task = slot.task;
    slot.task = null;
    if (task?.timer) clearTimeout(task.timer);
    slot.thread.idle();
    return task;
  }
}
