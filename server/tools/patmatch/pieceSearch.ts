// One job of a split search, as a worker thread runs it: each piece of the job read on the asked strands, up to the
// per-sequence limit. What goes back is kept small: a whole sequence only when it will be listed (its number of hits
// within the window), a piece of a cut sequence always (the merge needs every piece).
import type { DatasetSequence } from './datasets';
import type { Match } from './match';
import { compilePattern } from './matcher';
import { isWhole, type Piece } from './pieces';
import { strandMatches, strandsOf, TimeLimitReached, type SearchOptions, type SequenceEntry } from './search';

export interface PieceFinding {
  /** The piece's index in its job. */
  piece: number;
  /** Positions on each strand of the whole sequence (Crick: on its reverse complement). */
  watson: Match[];
  crick: Match[];
  /** The piece reached the per-sequence limit (one more hit than the maximum), so it was not read to its end. */
  truncated: boolean;
  /** Sent with a whole sequence and with the first piece of a cut one. */
  entry?: SequenceEntry;
}

export interface JobAnswer {
  findings: PieceFinding[];
  /** The index of the first piece the time limit left unread (or unfinished), or null when all were read. */
  stoppedAt: number | null;
}

const entryOf = ({ name, description, link }: DatasetSequence): SequenceEntry => ({ name, description, link });

/** Runs one job; `deadline` is a Date.now() time shared by every job of the search; `stopRequested` ends it sooner. */
export function searchPieces(sequences: readonly DatasetSequence[], options: SearchOptions, pieces: readonly Piece[], deadline: number, stopRequested: () => boolean = () => false): JobAnswer {
  const compiled = compilePattern(options.pattern, options);
  const strands = strandsOf(options);
  const checkpoint = () => {
    if (Date.now() > deadline || stopRequested()) throw new TimeLimitReached();
  };
  const limit = options.maxSequenceHits + 1;
  const findings: PieceFinding[] = [];
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    const sequence = sequences[piece.sequence];
    if (!sequence) throw new Error(`The dataset has no sequence ${piece.sequence}.`);
    let found;
    try {
      checkpoint();
      found = strandMatches(compiled, sequence, strands, limit, checkpoint, piece.from, piece.to);
    } catch (error) {
      if (error instanceof TimeLimitReached) return { findings, stoppedAt: index };
      throw error;
    }
    const count = found.watson.length + found.crick.length;
    const truncated = count >= limit;
    if (isWhole(piece, sequence.residues.length)) {
      if (count >= options.minSequenceHits && count <= options.maxSequenceHits) findings.push({ piece: index, ...found, truncated, entry: entryOf(sequence) });
    } else {
      findings.push({ piece: index, ...found, truncated, ...(piece.from === 0 ? { entry: entryOf(sequence) } : {}) });
    }
  }
  return { findings, stoppedAt: null };
}
