// What the server and a PatMatch worker thread send each other. An answer's bytes (the rows of the hit table, the
// places of a job's matches) are transferred, not copied: the server's thread takes them at no cost.
import type { GeneActionStoreSource } from '../../search/actions/storeSource';
import type { PackedAnswer } from './answer';
import { rowBuffers } from './packedRows';
import type { Piece } from './pieces';
import type { JobAnswer } from './pieceSearch';
import type { SearchOptions } from './search';

export interface WorkerSetup {
  /** Where the worker reads the datasets' sequences. */
  store: GeneActionStoreSource;
  /** The most residues of datasets a worker keeps in memory (the least recently used dataset goes first). */
  cacheResidues: number;
}

/** A dataset as one worker read it: its sequences' lengths, and a digest of its content that tells readings apart. */
export interface DatasetShape {
  datasetId: string;
  version: string;
  lengths: Int32Array;
}

/** A dataset a worker holds in memory. */
export type HeldDataset = Pick<DatasetShape, 'datasetId' | 'version'>;

/**
 * `stop` (shared memory) is set to 1 by the pool when the job is no longer wanted (its client went away, or its time
 * ran out while the dataset was read): the job stops at its next checkpoint.
 */
export type WorkerJob = { id: number; datasetId: string; stop: Int32Array } & (
  /**
   * One whole search, stopping `timeLimitMs` after its worker takes it up: a thread that is still starting when the
   * search is posted to it does not spend the search's time on its start.
   */
  | { kind: 'search'; options: SearchOptions; timeLimitMs: number }
  /** Read the dataset into memory (so that the next searches of it can be shared), nothing more. */
  | { kind: 'prepare' }
  /** One job of a split search, over the reading `version` of the dataset, stopping at `deadline` (Date.now()). */
  | { kind: 'pieces'; version: string; options: SearchOptions; pieces: Piece[]; deadline: number }
);

/** A job as the pool composes it, before it is numbered and given its stop flag. */
export type WorkerJobBody = WorkerJob extends infer Job ? (Job extends WorkerJob ? Omit<Job, 'id' | 'stop'> : never) : never;

/** Sent when the worker takes up a whole search, before it reads the dataset: the search stops at `deadline` (Date.now()). */
export interface WorkerTookUp {
  id: number;
  tookUp: true;
  deadline: number;
}

/** Sent when the job's dataset is in memory and the search itself begins; `shape` when it was read just now. */
export interface WorkerLoaded {
  id: number;
  loaded: true;
  shape?: DatasetShape;
}

/**
 * Sent when a whole search has ended and its worker makes the rows of its hit table: a bounded task (at most
 * maxhits rows), which may take seconds for the longest lists, past the search's own limit.
 */
export interface WorkerMakingRows {
  id: number;
  makingRows: true;
}

export type WorkerAnswer = { id: number; held: HeldDataset[] } & (
  | { ok: true; answer?: PackedAnswer; job?: JobAnswer }
  /** refused: the pattern cannot be searched (the message says why, for the user); otherwise an internal failure. */
  | { ok: false; refused: boolean; message: string }
);

/** The buffers a worker hands over with `answer`. */
export function transferredBy(answer: WorkerAnswer): ArrayBuffer[] {
  if (!answer.ok) return [];
  if (answer.answer) return rowBuffers(answer.answer.rows);
  if (answer.job) return [...rowBuffers(answer.job.rows), answer.job.places.buffer as ArrayBuffer];
  return [];
}
