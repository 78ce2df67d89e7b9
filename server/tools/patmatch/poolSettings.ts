// The PatMatch pool's settings (pool.ts) and their defaults.
import type { GeneActionStoreSource } from '../../search/actions/storeSource';
import { splitWhenOthersIdle, type SplitRule } from './splitRule';

export interface PatmatchPoolOptions {
  /** Where the workers read the datasets' sequences (each with a connection of its own). */
  store: GeneActionStoreSource;
  /** Worker threads; 2 by default (one long search leaves another free). */
  threads?: number;
  /** Searches that may wait for a thread; more are refused at once (PoolBusyError). */
  waiting?: number;
  /** A search stops after this long, counted from when a worker takes it up, after its thread's start (20 s by default). */
  searchTimeLimitMs?: number;
  /**
   * How long past its time limit a search may take to answer, and a cancelled search to stop, before it is ended
   * with its worker (5 s by default).
   */
  stopGraceMs?: number;
  /** A worker still reading a dataset after this long is ended (90 s by default: the genome takes ~7 s to read). */
  loadTimeLimitMs?: number;
  /**
   * Residues of datasets each worker keeps in memory, not counting the reverse complements it makes for Crick
   * searches (up to as many again): 150 million by default, the demo genome and the gene-level datasets.
   */
  cacheResidues?: number;
  /**
   * About how many residues one job of a split search reads (pieces.ts); by default a quarter of the dataset's share
   * of each worker, at least a million: every job costs a message each way, which a busy machine may be slow to
   * deliver, so a search takes few of them and still ends evenly on both workers.
   */
  pieceResidues?: number | null;
  /** Residues a piece of a cut sequence reads of each neighbour (at least 4 times the longest match). */
  overlapResidues?: number;
  /**
   * Whether a search that reaches a worker holding its dataset is split (splitRule.ts; splitWhenOthersIdle by
   * default). Tests choose it, so that whether a search is split does not depend on when the workers free up.
   */
  splitRule?: SplitRule;
}

/**
 * How long a worker may take to make the rows of a whole search's hit table once the search has ended: a few seconds
 * for the longest list (250,000 rows, ~280 MB), so this only catches a worker that has stopped answering.
 */
export const MAKING_ROWS_LIMIT_MS = 60_000;

export type PatmatchPoolSettings = Required<PatmatchPoolOptions>;

export const poolSettings = (options: PatmatchPoolOptions): PatmatchPoolSettings => ({
  threads: 2,
  waiting: 8,
  searchTimeLimitMs: 20_000,
  stopGraceMs: 5_000,
  loadTimeLimitMs: 90_000,
  cacheResidues: 150_000_000,
  pieceResidues: null,
  overlapResidues: 1_000,
  splitRule: splitWhenOthersIdle,
  ...options,
});
