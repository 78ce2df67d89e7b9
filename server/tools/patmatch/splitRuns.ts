// The searches split between the PatMatch pool's workers while they run (pool.ts): each planned when it begins
// (splitPlan.ts), its jobs handed out in order, and answered once the last job's answer is in (splitAssembler.ts),
// or failed as soon as one job fails or the search is cancelled.
import { countsOf } from './answer';
import { compilePattern } from './matcher';
import type { JobAnswer } from './pieceSearch';
import { SearchRefusedError } from './poolErrors';
import type { PendingSearch, Slot, SplitRun } from './poolTasks';
import { SplitAssembler, type SplitJob } from './splitAssembler';
import { planSplitJobs } from './splitPlan';

export interface SplitRunSettings {
  workers: number;
  pieceResidues: number | null;
  overlapResidues: number;
  searchTimeLimitMs: number;
}

export class SplitRuns {
  private readonly runs = new Set<SplitRun>();

  constructor(private readonly settings: SplitRunSettings) {}

  /**
   * Plans `pending` as a run over the reading `version` of its dataset, whose sequences have these lengths; null
   * when its pattern cannot be searched (it is answered so). A run with no job to hand out is answered at once.
   */
  open(pending: PendingSearch, version: string, lengths: Int32Array): SplitRun | null {
    let reach: number | null;
    try {
      reach = compilePattern(pending.options.pattern, pending.options).reach;
    } catch (error) {
      pending.reject(new SearchRefusedError(error instanceof Error ? error.message : String(error)));
      return null;
    }
    const began = Date.now();
    const run: SplitRun = {
      pending,
      version,
      assembler: new SplitAssembler(lengths, planSplitJobs(lengths, reach, this.settings), pending.options, reach),
      began,
      deadline: began + this.settings.searchTimeLimitMs,
      running: new Set(),
      settled: false,
    };
    this.runs.add(run);
    if (run.assembler.done) this.settle(run);
    return run;
  }

  /** The run's next job, noted as running on `slot`; null when none is left to hand out. */
  nextJob(run: SplitRun, slot: Slot): SplitJob | null {
    const job = run.assembler.nextJob();
    if (job) run.running.add(slot);
    return job;
  }

  /** A job's answer; the run is answered when it was the last one. */
  accept(run: SplitRun, job: number, answer: JobAnswer): void {
    run.assembler.accept(job, answer);
    if (run.assembler.done) this.settle(run);
  }

  /** The open runs of `pending`. */
  of(pending: PendingSearch): SplitRun[] {
    return [...this.runs].filter((run) => run.pending === pending);
  }

  /** The open runs over a reading of a dataset that `held` (dataset id to version, a worker's) names. */
  over(held: ReadonlyMap<string, string>): SplitRun[] {
    return [...this.runs].filter((run) => held.get(run.pending.datasetId) === run.version);
  }

  fail(run: SplitRun, error: Error): void {
    run.settled = true;
    this.runs.delete(run);
    run.pending.reject(error);
  }

  failAll(error: Error): void {
    for (const run of this.runs) this.fail(run, error);
  }

  private settle(run: SplitRun): void {
    run.settled = true;
    this.runs.delete(run);
    const { result } = run.assembler;
    result.elapsedMs = Date.now() - run.began;
    run.pending.resolve({ ...countsOf(result), rows: result.hits });
  }
}
