// How a search split between the pool's workers is planned: the size of its jobs from the dataset's size and the
// number of workers, then the jobs themselves over the dataset's sequence lengths (pieces.ts).
import { planJobs, type Piece } from './pieces';

/** A split search hands each worker about this many jobs (pool option pieceResidues). */
export const JOBS_PER_WORKER = 4;
export const MIN_JOB_RESIDUES = 1_000_000;

/**
 * About how many residues one job reads: `chosen` when set, otherwise a quarter of each worker's share of the
 * dataset, at least MIN_JOB_RESIDUES (every job costs a message each way).
 */
export function jobResidues(totalResidues: number, workers: number, chosen: number | null): number {
  return chosen ?? Math.max(MIN_JOB_RESIDUES, Math.ceil(totalResidues / (JOBS_PER_WORKER * workers)));
}

/** The jobs of a split search over sequences of these lengths, for a pattern whose matches span at most `reach`. */
export function planSplitJobs(lengths: Int32Array, reach: number | null, settings: { workers: number; pieceResidues: number | null; overlapResidues: number }): Piece[][] {
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const pieceResidues = jobResidues(total, settings.workers, settings.pieceResidues);
  return planJobs(lengths, { pieceResidues, overlapResidues: settings.overlapResidues, reach });
}
