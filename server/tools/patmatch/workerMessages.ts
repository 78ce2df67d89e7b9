// What the server and a PatMatch worker thread send each other.
import type { PatmatchResult, SearchOptions } from './search';

export interface WorkerSetup {
  databaseFile: string;
  /** The most residues of datasets a worker keeps in memory (the least recently used dataset goes first). */
  cacheResidues: number;
}

export interface WorkerJob {
  id: number;
  datasetId: string;
  options: SearchOptions;
  timeLimitMs: number;
}

/** Sent when the job's dataset is in memory and the search itself begins. */
export interface WorkerLoaded {
  id: number;
  loaded: true;
}

export type WorkerAnswer = { id: number; cached: string[] } & (
  | { ok: true; result: PatmatchResult }
  /** refused: the pattern cannot be searched (the message says why, for the user); otherwise an internal failure. */
  | { ok: false; refused: boolean; message: string }
);
