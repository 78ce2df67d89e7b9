// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ClientGoneError } from '../tools/shared/clientGone';
import { QueueFullError, RunQueue } from './runQueue';

const later = () => {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};

describe('RunQueue', () => {
  it('runs at most two at once, starts the waiting ones in order, and refuses beyond the waiting room', async () => {
    const queue = new RunQueue(2, 2);
    const started: number[] = [];
    const gates = [later(), later(), later(), later()];
    const runs = gates.map((gate, index) => queue.run(async () => {
      started.push(index);
      await gate.done;
      return index;
    }));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    await expect(queue.run(async () => 'fifth')).rejects.toBeInstanceOf(QueueFullError);

    gates[1]!.finish();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    gates.forEach((gate) => gate.finish());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new RunQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('takes a waiting task whose signal aborts out of the queue, and runs the next one in its place', async () => {
    const queue = new RunQueue(1, 2);
    const gate = later();
    const started: string[] = [];
    const first = queue.run(async () => {
      started.push('first');
      await gate.done;
    });
    const controller = new AbortController();
    const leaving = queue.run(async () => void started.push('leaving'), controller.signal);
    const last = queue.run(async () => void started.push('last'));
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    controller.abort(new ClientGoneError());
    await expect(leaving).rejects.toBeInstanceOf(ClientGoneError);
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    gate.finish();
    await Promise.all([first, last]);
    expect(started).toEqual(['first', 'last']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a running task its signal, and refuses a task whose signal has already aborted', async () => {
    const queue = new RunQueue(1, 1);
    const controller = new AbortController();
    const seen = await queue.run(async (signal) => signal, controller.signal);
    expect(seen).toBe(controller.signal);
    controller.abort(new ClientGoneError());
    await expect(queue.run(async () => 'never', controller.signal)).rejects.toBeInstanceOf(ClientGoneError);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
