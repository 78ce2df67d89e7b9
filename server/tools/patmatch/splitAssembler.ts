// The answer of a split search, put together as the jobs' answers come in (in any order): sequence by sequence in
// dataset order, each listed exactly as one worker reading the dataset alone lists it (search.ts), the hits of a cut
// sequence merged from its pieces (pieceMerge.ts). It also says which job to hand out next: the jobs in order, none
// of a sequence already decided (a sequence whose first piece alone passed the per-sequence maximum), none once the
// list is full. It runs on the request thread, so it holds no residues, only where the rows of the hit table lie in
// the bytes the workers sent (pieceSearch.ts): a whole sequence's rows come in listing order and are taken as a run;
// a cut sequence's matches are merged by their places and ordered here.
import { RowList } from './packedRows';
import { mergeStrandPieces, type MatchColumns, type MergedMatches, type StrandPiece } from './pieceMerge';
import { isWhole, type Piece } from './pieces';
import type { JobAnswer, PieceFinding } from './pieceSearch';
import { emptyResult, listSequence, type PatmatchResult, type SearchOptions, type Strand } from './search';

export interface SplitJob {
  index: number;
  pieces: Piece[];
}

/** A finding's matches on one strand, in the order its worker found them, each tagged with its row. */
function strandColumns({ places }: JobAnswer, finding: PieceFinding, strand: Strand): MatchColumns {
  const first = strand === 'Watson' ? finding.first : finding.first + finding.watson;
  const count = strand === 'Watson' ? finding.watson : finding.crick;
  const columns = { starts: new Int32Array(count), ends: new Int32Array(count), tags: new Int32Array(count) };
  for (let index = 0; index < count; index += 1) {
    columns.starts[index] = places[2 * (first + index)]!;
    columns.ends[index] = places[2 * (first + index) + 1]!;
    columns.tags[index] = first + index;
  }
  return columns;
}

/** A cut sequence's merged hits on one strand, and the answers of the pieces in the order the merge was given them. */
interface MergedStrand {
  matches: MergedMatches;
  answers: JobAnswer[];
}

/**
 * Adds the first `count` merged hits of a cut sequence in listing order (along the sequence, a Watson hit before a
 * Crick one at the same place) to `list`. Hits on one strand do not overlap, so each strand's hits are already in
 * order along the sequence (the Crick ones backwards): the two are interleaved in one pass.
 */
function addInListingOrder(list: RowList, watson: MergedStrand, crick: MergedStrand, length: number, count: number): void {
  let next = 0;
  let back = crick.matches.ends.length - 1;
  for (let taken = 0; taken < count; taken += 1) {
    const watsonLowerEnd = next < watson.matches.starts.length ? watson.matches.starts[next]! + 1 : Infinity;
    const crickLowerEnd = back >= 0 ? length - crick.matches.ends[back]! + 1 : Infinity;
    const [{ matches, answers }, index] = watsonLowerEnd <= crickLowerEnd ? [watson, next++] : [crick, back--];
    list.add(answers[matches.pieces[index]!]!.rows, matches.tags[index]!);
  }
}

/** A split search's answer: what was listed and searched, and the rows of its hits in order. */
export type SplitResult = Omit<PatmatchResult, 'hits'> & { hits: RowList };

export class SplitAssembler {
  readonly result: SplitResult = { ...emptyResult(), hits: new RowList() };
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
    const take = (count: number) => this.result.hits.add(answer.rows, finding!.first, count);
    if (!listSequence(this.result, length, finding ? finding.watson + finding.crick : 0, this.options, finding?.entry, take)) this.finished = true;
    return 'listed';
  }

  private decideCut(sequence: number): 'listed' | 'wait' | 'again' {
    const jobs = this.cutJobs.get(sequence)!;
    const length = this.lengths[sequence]!;
    // The first piece begins where the sequence does, so its hits are the sequence's own: past the maximum there,
    // the sequence is past it, whatever the other pieces hold.
    const first = this.answers[jobs[0]!];
    if (first && first.stoppedAt === null && first.findings[0]?.truncated) {
      listSequence(this.result, length, 0, this.options, undefined, () => undefined);
      this.cutJobs.delete(sequence);
      return 'listed';
    }
    const answers: JobAnswer[] = [];
    for (const job of jobs) {
      const answer = this.answers[job];
      if (!answer) return 'wait';
      if (answer.stoppedAt !== null) return this.stopAtTimeLimit();
      answers.push(answer);
    }
    const merged = answers.some((answer) => answer.findings[0]!.truncated) || this.reach === null ? null : this.mergePieces(jobs, answers, length);
    if (merged === null) {
      this.readWhole(sequence);
      return 'again';
    }
    const found = merged.watson.matches.starts.length + merged.crick.matches.starts.length;
    const take = (count: number) => addInListingOrder(this.result.hits, merged.watson, merged.crick, length, count);
    if (!listSequence(this.result, length, found, this.options, answers[0]!.findings[0]!.entry, take)) this.finished = true;
    this.cutJobs.delete(sequence);
    return 'listed';
  }

  /** The pieces' answers (one piece each) merged, strand by strand. */
  private mergePieces(jobs: readonly number[], answers: readonly JobAnswer[], length: number): { watson: MergedStrand; crick: MergedStrand } | null {
    const pieces = jobs.map((job) => this.jobs[job]![0]!);
    const strandPiece = (index: number, strand: Strand): StrandPiece => {
      const piece = pieces[index]!;
      const matches = strandColumns(answers[index]!, answers[index]!.findings[0]!, strand);
      return strand === 'Watson' ? { start: piece.from, end: piece.to, matches } : { start: length - piece.to, end: length - piece.from, matches };
    };
    const order = pieces.map((_, index) => index);
    // On the reverse complement the last piece comes first.
    const crickOrder = [...order].reverse();
    const watson = mergeStrandPieces(order.map((index) => strandPiece(index, 'Watson')), this.reach!, length);
    const crick = watson && mergeStrandPieces(crickOrder.map((index) => strandPiece(index, 'Crick')), this.reach!, length);
    if (!watson || !crick) return null;
    return { watson: { matches: watson, answers: order.map((index) => answers[index]!) }, crick: { matches: crick, answers: crickOrder.map((index) => answers[index]!) } };
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
