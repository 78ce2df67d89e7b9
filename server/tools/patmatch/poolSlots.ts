// The PatMatch pool's slots (pool.ts): a worker thread each, started when a job first needs it, with the job it runs
// and the datasets its worker holds in memory. Dataset affinity: a search goes to an idle worker that holds its
// dataset when there is one, and the sequence lengths each worker reported for its reading of a dataset are kept,
// with which a later search of that reading is split.
import { WorkerThread } from '../../workerThreads/workerThread';
import type { Slot, Task } from './poolTasks';
import type { DatasetShape, HeldDataset, WorkerSetup } from './workerMessages';

export interface SlotEvents {
  /** Each message the slot's thread posts. */
  message: (slot: Slot, message: unknown) => void;
  /** The slot's thread stopped on its own (a crash or an exit). */
  stopped: (slot: Slot, error: Error) => void;
}

export function newSlot(setup: WorkerSetup, events: SlotEvents): Slot {
  const slot: Slot = {
    task: null,
    timer: null,
    stop: null,
    held: new Map<string, string>(),
    thread: new WorkerThread({
      script: 'patmatch',
      workerData: setup,
      name: 'PatMatch worker',
      onMessage: (message) => events.message(slot, message),
      onStopped: (error) => events.stopped(slot, error),
      // A new thread holds no dataset yet.
      onStart: () => slot.held.clear(),
    }),
  };
  return slot;
}

/** Clears the slot's task, its timer and its stop flag, and returns the task. */
export function finishTask(slot: Slot): Task | null {
  const task = slot.task;
  slot.task = null;
  slot.stop = null;
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  // An idle worker does not keep the process alive.
  slot.thread.idle();
  if (task?.kind === 'pieces') task.run.running.delete(slot);
  return task;
}

/** An idle slot for a search of `datasetId`: one whose worker holds it, else one whose thread runs, else any. */
export const slotFor = (idle: readonly Slot[], datasetId: string): Slot | undefined =>
  idle.find((slot) => slot.held.has(datasetId)) ?? idle.find((slot) => slot.thread.started) ?? idle[0];

/** The datasets a worker says it holds, as its slot keeps them: id to the version of its reading. */
export const heldMap = (held: readonly HeldDataset[]) => new Map(held.map(({ datasetId, version }) => [datasetId, version]));

/** The sequence lengths of each reading of a dataset a worker reported, to plan split searches. */
export class DatasetShapes {
  private readonly lengths = new Map<string, Int32Array>();

  note({ datasetId, version, lengths }: DatasetShape): void {
    this.lengths.set(`${datasetId}\n${version}`, lengths);
  }

  /** The lengths of the reading `version` of a dataset, when a worker reported them. */
  of(datasetId: string, version: string | undefined): Int32Array | undefined {
    return version === undefined ? undefined : this.lengths.get(`${datasetId}\n${version}`);
  }
}
