// @vitest-environment node
// The worker pool with real threads (testing/testWorker.ts): what the search, gene-action and BLAST page pools rely on.
import { afterEach, describe, expect, it } from 'vitest';
import { QueueClosedError, QueueFullError } from './runQueue';
import type { TestJob } from './testing/testWorker';
import { WorkerPool, WorkerStoppedError, WorkerTimeLimitError, type WorkerPoolOptions } from './workerPool';

const TEST_WORKER = new URL('./testing/testWorker.ts', import.meta.url);

let pool: WorkerPool<TestJob, string> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const poolOf = (options: Partial<WorkerPoolOptions> = {}) => {
  pool = new WorkerPool<TestJob, string>({ script: TEST_WORKER, workerData: {}, threads: 1, name: 'test worker', ...options });
  return pool;
};

/** A gate a 'wait' task holds its thread on until the test opens it. */
function gate() {
  const flag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  return {
    flag,
    open: () => {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    },
  };
}

describe('WorkerPool', () => {
  it('starts a thread only when a task needs it, and answers the tasks in order', async () => {
    const threads = poolOf({ threads: 2 });
    expect(threads.load).toEqual({ threads: 0, busy: 0, waiting: 0 });
    const answers = ['a', 'b', 'c'].map((value) => threads.run({ kind: 'echo', value }));
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
    expect(threads.load).toMatchObject({ busy: 0, waiting: 0 });
  });

  it('lets tasks wait for a thread up to the bound, and refuses the next at once', async () => {
    const threads = poolOf({ threads: 1, waiting: 1 });
    const held = gate();
    const running = threads.run({ kind: 'wait', gate: held.flag, value: 'first' });
    const waiting = threads.run({ kind: 'echo', value: 'second' });
    await expect(threads.run({ kind: 'echo', value: 'third' })).rejects.toBeInstanceOf(QueueFullError);
    held.open();
    expect(await Promise.all([running, waiting])).toEqual(['first', 'second']);
  });

  it('fails the task of a thread that crashes, alone, and answers the next on a new thread', async () => {
    const threads = poolOf();
    const crashing = threads.run({ kind: 'crash' });
    const next = threads.run({ kind: 'echo', value: 'after' });
    await expect(crashing).rejects.toBeInstanceOf(WorkerStoppedError);
    await expect(crashing).rejects.toThrow(/test worker stopped .*the test worker crashed/);
    expect(await next).toBe('after');
  });

  it('ends a task past the time limit with its thread, and answers the next on a new thread', async () => {
    const threads = poolOf();
    const hanging = threads.run({ kind: 'hang' }, { timeLimitMs: 200 });
    const next = threads.run({ kind: 'echo', value: 'after' });
    await expect(hanging).rejects.toBeInstanceOf(WorkerTimeLimitError);
    expect(await next).toBe('after');
  });

  it('answers the tasks already asked when it closes, running and waiting, then takes no more and ends its threads', async () => {
    const threads = poolOf();
    const held = gate();
    const running = threads.run({ kind: 'wait', gate: held.flag, value: 'running' });
    const waiting = threads.run({ kind: 'echo', value: 'waiting' });
    const closed = threads.close();
    await expect(threads.run({ kind: 'echo', value: 'late' })).rejects.toBeInstanceOf(QueueClosedError);
    held.open();
    await closed;
    expect(await Promise.all([running, waiting])).toEqual(['running', 'waiting']);
    expect(threads.load).toEqual({ threads: 0, busy: 0, waiting: 0 });
  });

  it('fails what is still running once the drain limit has passed', async () => {
    const threads = poolOf({ drainLimitMs: 100 });
    const outcomes = Promise.allSettled([threads.run({ kind: 'hang' }), threads.run({ kind: 'echo', value: 'never' })]);
    await threads.close();
    const [hanging, waiting] = await outcomes;
    expect(hanging).toMatchObject({ status: 'rejected', reason: expect.any(WorkerStoppedError) });
    expect(waiting).toMatchObject({ status: 'rejected', reason: expect.any(QueueClosedError) });
  });
});
