// One worker thread of a pool, the part every pool of the server shares (workerPool.ts, tools/patmatch/pool.ts):
// started when a message first needs it (workerScript.ts), kept alive only while it has work, and, when it stops
// (an error it did not catch, an exit, or ended by its pool), started again by the next message. Its owner is told
// what the thread posts and when it stops on its own; what a message means is the owner's business.
import type { TransferListItem, Worker } from 'node:worker_threads';
import { startWorker, type WorkerName } from './workerScript';

/** A thread that stopped before it answered: a crash, or a pool that closed while it worked. The message is for the log. */
export class WorkerStoppedError extends Error {
  constructor(message: string, workerStack?: string) {
    super(message);
    this.name = 'WorkerStoppedError';
    // Where in the thread it failed, for the log.
    if (workerStack) this.stack = `${this.stack ?? message}\nIn the worker: ${workerStack}`;
  }
}

export interface WorkerThreadOptions {
  /** What the thread runs: one of the server's worker modules, or a module's file URL (a test's stand-in). */
  script: WorkerName | URL;
  /** Given to the thread each time it starts (workerData). */
  workerData: object;
  /** What a thread is called in errors, for the log: 'search worker'. */
  name: string;
  /** Each message the thread posts. */
  onMessage: (message: unknown) => void;
  /** The thread stopped on its own (never after end()); the next post() starts a new one. */
  onStopped: (error: WorkerStoppedError) => void;
  /** Called each time a new thread starts. */
  onStart?: () => void;
}

export class WorkerThread {
  private worker: Worker | null = null;
  /** Why the thread is stopping, when it said so before it stopped (an uncaught error). */
  private failure: Error | null = null;

  constructor(private readonly options: WorkerThreadOptions) {}

  /** Whether a thread is running now. */
  get started(): boolean {
    return this.worker !== null;
  }

  /** Posts `message`, starting the thread when there is none; the thread keeps the process alive until idle(). */
  post(message: unknown, transfer?: readonly TransferListItem[]): void {
    const worker = this.worker ?? this.start();
    worker.ref();
    worker.postMessage(message, transfer);
  }

  /** The thread has no work: it no longer keeps the process alive. */
  idle(): void {
    this.worker?.unref();
  }

  /** Ends the thread, without onStopped; the next post() starts a new one. Resolves once it has stopped. */
  async end(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = startWorker(this.options.script, this.options.workerData);
    worker.on('message', (message: unknown) => {
      if (this.worker === worker) this.options.onMessage(message);
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.failure = error;
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      const cause = this.failure;
      this.worker = null;
      this.options.onStopped(new WorkerStoppedError(`A ${this.options.name} stopped (exit code ${code})${cause ? `: ${cause.message}` : '.'}`, cause?.stack));
    });
    this.worker = worker;
    this.failure = null;
    this.options.onStart?.();
    return worker;
  }
}
