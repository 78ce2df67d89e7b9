// At most `running` tasks at once; up to `waiting` more wait their turn in order, and a task beyond that is refused
// at once (QueueFullError) so a burst of searches cannot pile up unbounded work or memory. A task given an abort
// signal (its client went away, clientGone.ts) leaves the queue when it aborts while waiting, and is handed the
// signal to stop its work when it aborts while running.
import { abortReason } from './clientGone';

export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} searches are already waiting.`);
    this.name = 'QueueFullError';
  }
}

export class RunQueue {
  private active = 0;
  /** The waiting tasks' turns, in order: calling one starts its task. */
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Tasks running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  async run<T>(task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw abortReason(signal);
    if (this.active < this.running) {
      this.active += 1;
    } else {
      if (this.queue.length >= this.waiting) throw new QueueFullError(this.queue.length);
      // The finishing task hands its slot over (active is not lowered), so no newcomer can slip in between.
      await new Promise<void>((resolve, reject) => {
        const leave = () => {
          const place = this.queue.indexOf(turn);
          if (place >= 0) this.queue.splice(place, 1);
          reject(abortReason(signal!));
        };
        const turn = () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        };
        signal?.addEventListener('abort', leave, { once: true });
        this.queue.push(turn);
      });
    }
    try {
      return await task(signal);
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
