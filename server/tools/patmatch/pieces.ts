// How a search is split between worker threads: the dataset's sequences in order, grouped into jobs of about
// `pieceResidues` each (small sequences together), and a sequence much longer than that (a chromosome) cut into
// pieces of its own, each read with `overlap` residues of its neighbours on both sides, so that the hits near a cut
// can be told apart from what a piece alone would find there (pieceMerge.ts). Jobs are handed out in order, so the
// first sequences are answered first whoever reads them.

/** A stretch [from, to) of one sequence (the whole of it, or a piece of a cut one). */
export interface Piece {
  sequence: number;
  from: number;
  to: number;
}

export interface PlanSettings {
  /** About how many residues one job reads. */
  pieceResidues: number;
  /** Residues each piece of a cut sequence reads beyond its own part, on each side. */
  overlapResidues: number;
  /** The most residues a match can span, or null when sequences must be read whole (matcher.ts). */
  reach: number | null;
}

/** Residues each piece of a cut sequence reads of its neighbours: enough for the merge to find where they agree. */
export const overlapOf = ({ overlapResidues, reach }: PlanSettings) => (reach === null ? 0 : Math.max(overlapResidues, 4 * reach));

/**
 * The jobs of a search over sequences of these lengths, in sequence order. A sequence is cut, into pieces as near the
 * piece size as whole numbers of them allow, when the pattern allows it and it is at least 1.5 times the piece size
 * (which is at least twice the overlap, so that pieces stay longer than what they share).
 */
export function planJobs(lengths: ArrayLike<number>, settings: PlanSettings): Piece[][] {
  const overlap = overlapOf(settings);
  const pieceSize = Math.max(settings.pieceResidues, 2 * overlap, 1);
  const jobs: Piece[][] = [];
  let batch: Piece[] = [];
  let batchResidues = 0;
  const flush = () => {
    if (batch.length > 0) jobs.push(batch);
    batch = [];
    batchResidues = 0;
  };
  for (let sequence = 0; sequence < lengths.length; sequence += 1) {
    const length = lengths[sequence]!;
    const count = settings.reach === null ? 1 : Math.round(length / pieceSize);
    if (count >= 2) {
      flush();
      for (let part = 0; part < count; part += 1) {
        const low = Math.round((part * length) / count);
        const high = Math.round(((part + 1) * length) / count);
        jobs.push([{ sequence, from: Math.max(0, low - overlap), to: Math.min(length, high + overlap) }]);
      }
      continue;
    }
    batch.push({ sequence, from: 0, to: length });
    batchResidues += length;
    if (batchResidues >= pieceSize) flush();
  }
  flush();
  return jobs;
}

export const isWhole = (piece: Piece, length: number) => piece.from === 0 && piece.to === length;
