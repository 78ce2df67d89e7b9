// At most `running` tasks at once; up to `waiting` more wait their turn in order, and a task beyond that is refused
// at once (QueueFullError) so a burst of work cannot pile up unbounded work or memory. A task given an abort signal
// (its client went away, clientGone.ts) leaves the queue when it aborts while waiting, and is handed the signal to
// stop its work when it aborts while running. Closing takes no more tasks and lets those already asked finish,
// within a limit. The queue of the BLAST programs (tools/blast/blastService.ts) and of every worker pool
// (workerPool.ts).
import { abortReason } from '../tools/shared/clientGone';

export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} searches are already waiting.`);
    this.name = 'QueueFullError';
  }
}

/** Asked of a queue that is closing or closed; or given to a task still waiting when closing stops waiting for it. */
export class QueueClosedError extends Error {
  constructor(message = 'The service has stopped.') {
    super(message);
    this.name = 'QueueClosedError';
  }
}

interface Turn {
  /** Starts the waiting task. */
  start: () => void;
  /** Takes it out of the queue, failing with `error`. */
  refuse: (error: Error) => void;
}

export class RunQueue {
  private active = 0;
  private closed = false;
  /** The waiting tasks' turns, in order. */
  private readonly queue: Turn[] = [];
  /** Called each time a task ends or leaves the queue (closing waits on them). */
  private onSettled: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Tasks running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  /** True when a task asked now would be refused (QueueFullError) or the queue is closed. */
  get full(): boolean {
    return this.closed || (this.active >= this.running && this.queue.length >= this.waiting);
  }

  async run<T>(task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.closed) throw new QueueClosedError();
    if (signal?.aborted) throw abortReason(signal);
    if (this.active < this.running) {
      this.active += 1;
    } else {
      if (this.queue.length >= this.waiting) throw new QueueFullError(this.queue.length);
      // The finishing task hands its slot over (active is not lowered), so no newcomer can slip in between.
      await new Promise<void>((resolve, reject) => {
        const leave = () => turn.refuse(abortReason(signal!));
        const turn: Turn = {
          start: () => {
            signal?.removeEventListener('abort', leave);
            resolve();
          },
          refuse: (error) => {
            signal?.removeEventListener('abort', leave);
            const place = this.queue.indexOf(turn);
            if (place >= 0) this.queue.splice(place, 1);
            reject(error);
            this.settled();
          },
        };
        signal?.addEventListener('abort', leave, { once: true });
        this.queue.push(turn);
      });
    }
    try {
      return await task(signal);
    } finally {
      const next = this.queue.shift();
      if (next) next.start();
      else this.active -= 1;
      this.settled();
    }
  }

  /**
   * Takes no more tasks, and waits for those already asked, running and waiting, to end: at most `drainLimitMs`, after
   * which the tasks still waiting fail with QueueClosedError. Resolves true when every task ended in time.
   */
  async close(drainLimitMs: number): Promise<boolean> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), drainLimitMs);
    });
    let drained = true;
    while (this.active > 0 || this.queue.length > 0) {
      const settled = new Promise<true>((resolve) => this.onSettled.push(() => resolve(true)));
      if (!(await Promise.race([settled, limit]))) {
        drained = false;
        break;
      }
    }
    clearTimeout(timer);
    for (const turn of [...this.queue]) turn.refuse(new QueueClosedError('The service stopped before the task ran.'));
    return drained;
  }

  private settled(): void {
    for (const settled of this.onSettled.splice(0)) settled();
  }
}
