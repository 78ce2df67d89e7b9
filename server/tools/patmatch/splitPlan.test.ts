// @vitest-environment node
// The size of a split search's jobs: what the pool hands each worker when no piece size is chosen.
import { describe, expect, it } from 'vitest';
import { JOBS_PER_WORKER, jobResidues, MIN_JOB_RESIDUES, planSplitJobs } from './splitPlan';

describe('the jobs of a split search', () => {
  it('gives each worker about JOBS_PER_WORKER jobs of a large dataset', () => {
    expect(jobResidues(120_000_000, 2, null)).toBe(120_000_000 / (JOBS_PER_WORKER * 2));
    expect(jobResidues(120_000_001, 2, null)).toBe(15_000_001);
  });

  it('reads at least MIN_JOB_RESIDUES in a job, however small the dataset', () => {
    expect(jobResidues(2_000_000, 2, null)).toBe(MIN_JOB_RESIDUES);
  });

  it('takes the chosen piece size as it is', () => {
    expect(jobResidues(120_000_000, 2, 3_000)).toBe(3_000);
  });

  it('plans a small dataset as one job, and cuts a chromosome into about a quarter of each worker share', () => {
    const small = Int32Array.from([400_000, 300_000, 200_000]);
    expect(planSplitJobs(small, 20, { workers: 2, pieceResidues: null, overlapResidues: 1_000 })).toHaveLength(1);
    const genome = Int32Array.from([32_000_000]);
    const jobs = planSplitJobs(genome, 20, { workers: 2, pieceResidues: null, overlapResidues: 1_000 });
    expect(jobs).toHaveLength(JOBS_PER_WORKER * 2);
    expect(jobs.every((job) => job.length === 1 && job[0]!.sequence === 0)).toBe(true);
  });
});
