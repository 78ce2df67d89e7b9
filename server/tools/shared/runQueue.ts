// At most `running` tasks at once; up to `waiting` more wait their turn in order, and a task beyond that is refused
// at once (QueueFullError) so a burst of searches cannot pile up unbounded work or memory.

export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} searches are already waiting.`);
    this.name = 'QueueFullError';
  }
}

export class RunQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Tasks running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.running) {
      this.active += 1;
    } else {
      if (this.queue.length >= this.waiting) throw new QueueFullError(this.queue.length);
      // The finishing task hands its slot over (active is not lowered), so no newcomer can slip in between.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
