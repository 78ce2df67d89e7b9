// The answer of a split search, put together as the jobs' answers come in (in any order): sequence by sequence in
// dataset order, each listed exactly as one worker reading the dataset alone lists it (search.ts), the hits of a cut
// sequence merged from its pieces (pieceMerge.ts). It also says which job to hand out next: the jobs in order, none
// of a sequence already decided (a sequence whose first piece alone passed the per-sequence maximum), none once the
// list is full.
import type { Match } from './match';
import { mergeStrandPieces, type StrandPiece } from './pieceMerge';
import { isWhole, type Piece } from './pieces';
import type { JobAnswer, PieceFinding } from './pieceSearch';
import { emptyResult, listSequence, strandHits, type PatmatchResult, type SearchOptions } from './search';

export interface SplitJob {
  index: number;
  pieces: Piece[];
}

export class SplitAssembler {
  readonly result: PatmatchResult = emptyResult();
  private readonly jobs: Piece[][];
  private readonly planned: number;
  private readonly answers: (JobAnswer | undefined)[] = [];
  /** Each answer's findings by piece index, made when first looked into. */
  private readonly findingsByPiece: (Map<number, PieceFinding> | undefined)[] = [];
  /** For a sequence read whole: its job and its piece's index there. */
  private readonly wholeJob: Int32Array;
  private readonly wholePiece: Int32Array;
  /** For a cut sequence: its jobs (one piece each), in order along it. */
  private readonly cutJobs = new Map<number, number[]>();
  /** Jobs that read again, whole, a cut sequence whose pieces could not be merged: handed out first. */
  private readonly urgent: number[] = [];
  private nextPlanned = 0;
  /** Every sequence before this one is in the result. */
  private decided = 0;
  private finished = false;

  constructor(
    private readonly lengths: ArrayLike<number>,
    jobs: readonly Piece[][],
    private readonly options: SearchOptions,
    private readonly reach: number | null,
  ) {
    this.jobs = jobs.map((pieces) => [...pieces]);
    this.planned = jobs.length;
    this.wholeJob = new Int32Array(lengths.length).fill(-1);
    this.wholePiece = new Int32Array(lengths.length);
    jobs.forEach((pieces, job) =>
      pieces.forEach((piece, index) => {
        if (isWhole(piece, lengths[piece.sequence]!)) {
          this.wholeJob[piece.sequence] = job;
          this.wholePiece[piece.sequence] = index;
        } else {
          const cut = this.cutJobs.get(piece.sequence) ?? [];
          cut.push(job);
          this.cutJobs.set(piece.sequence, cut);
        }
      }),
    );
    this.advance();
  }

  /** Every sequence is decided, the list is full, or the time limit stopped a job: the result is final. */
  get done(): boolean {
    return this.finished;
  }

  /** The next job to run, or null when none is left to hand out (some may still be running). */
  nextJob(): SplitJob | null {
    if (this.finished) return null;
    const again = this.urgent.shift();
    if (again !== undefined) return { index: again, pieces: this.jobs[again]! };
    while (this.nextPlanned < this.planned) {
      const index = this.nextPlanned;
      this.nextPlanned += 1;
      const pieces = this.jobs[index]!;
      if (pieces.some((piece) => piece.sequence >= this.decided)) return { index, pieces };
    }
    return null;
  }

  accept(job: number, answer: JobAnswer): void {
    this.answers[job] = answer;
    this.advance();
  }

  private advance(): void {
    while (!this.finished && this.decided < this.lengths.length) {
      const sequence = this.decided;
      const step = this.cutJobs.has(sequence) ? this.decideCut(sequence) : this.decideWhole(sequence);
      if (step === 'wait') return;
      if (step === 'again') continue;
      this.decided += 1;
    }
    this.finished = true;
  }

  /** 'listed': decided (the result may now be final); 'wait': an answer is missing. */
  private decideWhole(sequence: number): 'listed' | 'wait' {
    const job = this.wholeJob[sequence]!;
    const answer = this.answers[job];
    if (!answer) return 'wait';
    const piece = this.wholePiece[sequence]!;
    if (answer.stoppedAt !== null && piece >= answer.stoppedAt) return this.stopAtTimeLimit();
    let byPiece = this.findingsByPiece[job];
    if (!byPiece) {
      byPiece = new Map(answer.findings.map((finding) => [finding.piece, finding]));
      this.findingsByPiece[job] = byPiece;
    }
    const finding = byPiece.get(piece);
    const length = this.lengths[sequence]!;
    const hits = finding ? strandHits(finding, length, this.result.sequences.length) : [];
    if (!listSequence(this.result, length, hits, this.options, finding?.entry)) this.finished = true;
    return 'listed';
  }

  private decideCut(sequence: number): 'listed' | 'wait' | 'again' {
    const jobs = this.cutJobs.get(sequence)!;
    const length = this.lengths[sequence]!;
    // The first piece begins where the sequence does, so its hits are the sequence's own: past the maximum there,
    // the sequence is past it, whatever the other pieces hold.
    const first = this.answers[jobs[0]!];
    if (first && first.stoppedAt === null && first.findings[0]?.truncated) {
      listSequence(this.result, length, [], this.options, undefined);
      this.cutJobs.delete(sequence);
      return 'listed';
    }
    const findings: PieceFinding[] = [];
    for (const job of jobs) {
      const answer = this.answers[job];
      if (!answer) return 'wait';
      if (answer.stoppedAt !== null) return this.stopAtTimeLimit();
      findings.push(answer.findings[0]!);
    }
    const merged = findings.some((finding) => finding.truncated) || this.reach === null ? null : this.mergePieces(jobs, findings, length);
    if (merged === null) {
      this.readWhole(sequence);
      return 'again';
    }
    const hits = strandHits(merged, length, this.result.sequences.length);
    if (!listSequence(this.result, length, hits, this.options, findings[0]!.entry)) this.finished = true;
    this.cutJobs.delete(sequence);
    return 'listed';
  }

  private mergePieces(jobs: readonly number[], findings: readonly PieceFinding[], length: number): { watson: Match[]; crick: Match[] } | null {
    const pieces = jobs.map((job) => this.jobs[job]![0]!);
    const watsonPieces: StrandPiece[] = pieces.map((piece, index) => ({ start: piece.from, end: piece.to, matches: findings[index]!.watson }));
    // On the reverse complement the last piece comes first.
    const crickPieces: StrandPiece[] = pieces.map((piece, index) => ({ start: length - piece.to, end: length - piece.from, matches: findings[index]!.crick })).reverse();
    const watson = mergeStrandPieces(watsonPieces, this.reach!, length);
    const crick = watson && mergeStrandPieces(crickPieces, this.reach!, length);
    return watson && crick ? { watson, crick } : null;
  }

  /** A cut sequence whose pieces cannot be merged (or one of which reached the per-sequence limit) is read whole. */
  private readWhole(sequence: number): void {
    const job = this.jobs.length;
    this.jobs.push([{ sequence, from: 0, to: this.lengths[sequence]! }]);
    this.cutJobs.delete(sequence);
    this.wholeJob[sequence] = job;
    this.wholePiece[sequence] = 0;
    this.urgent.push(job);
  }

  private stopAtTimeLimit(): 'listed' {
    this.result.timedOut = true;
    this.finished = true;
    return 'listed';
  }
}
