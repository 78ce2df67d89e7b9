// One job of a split search, as a worker thread runs it: each piece of the job read on the asked strands, up to the
// per-sequence limit. What goes back is kept small and cheap for the request thread to take: a whole sequence only
// when it will be listed (its number of hits within the window), its rows of the hit table in listing order, so
// that the request thread takes them as a run; a piece of a cut sequence always (the merge needs every piece), each
// match's place on its strand as numbers beside its row. Rows are bytes (packedRows.ts).
import type { DatasetSequence } from './datasets';
import { hitColumns, hitRow, sequenceCells } from './hitRows';
import { compilePattern } from './matcher';
import type { Match } from './match';
import { RowPacker, type PackedRows } from './packedRows';
import { isWhole, type Piece } from './pieces';
import { hitsOf, inListingOrder, strandMatches, strandsOf, TimeLimitReached, type SearchOptions, type SequenceEntry, type Strand } from './search';

export interface PieceFinding {
  /** The piece's index in its job. */
  piece: number;
  /**
   * Its rows are the job's `first` to `first + watson + crick`: of a whole sequence, its hits in listing order; of a
   * piece of a cut sequence, its Watson matches, then its Crick ones, as found.
   */
  first: number;
  watson: number;
  crick: number;
  /** The piece reached the per-sequence limit (one more hit than the maximum), so it was not read to its end. */
  truncated: boolean;
  /** Sent with a whole sequence and with the first piece of a cut one. */
  entry?: SequenceEntry;
}

export interface JobAnswer {
  findings: PieceFinding[];
  /** The index of the first piece the time limit left unread (or unfinished), or null when all were read. */
  stoppedAt: number | null;
  /**
   * Beside each row, the start and end of its match on the whole sequence's strand (Crick: its reverse complement),
   * in pairs: what the merge of a cut sequence's pieces reads.
   */
  places: Int32Array;
  /** Each match's row of the hit table. */
  rows: PackedRows;
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
  const columns = hitColumns(options);
  const findings: PieceFinding[] = [];
  const places: number[] = [];
  const rows = new RowPacker();
  const answer = (stoppedAt: number | null): JobAnswer => ({ findings, stoppedAt, places: Int32Array.from(places), rows: rows.packed() });
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    const sequence = sequences[piece.sequence];
    if (!sequence) throw new Error(`The dataset has no sequence ${piece.sequence}.`);
    let found;
    try {
      checkpoint();
      found = strandMatches(compiled, sequence, strands, limit, checkpoint, piece.from, piece.to);
    } catch (error) {
      if (error instanceof TimeLimitReached) return answer(index);
      throw error;
    }
    const count = found.watson.length + found.crick.length;
    const truncated = count >= limit;
    const whole = isWhole(piece, sequence.residues.length);
    if (whole && (count < options.minSequenceHits || count > options.maxSequenceHits)) continue;
    const length = sequence.residues.length;
    const cells = sequenceCells(sequence);
    const matchHits = (matches: readonly Match[], strand: Strand) => hitsOf(matches, strand, length, piece.sequence).map((hit, at) => ({ ...hit, match: matches[at]! }));
    const pieceHits = [...matchHits(found.watson, 'Watson'), ...matchHits(found.crick, 'Crick')];
    const first = rows.count;
    for (const hit of whole ? inListingOrder(pieceHits) : pieceHits) {
      places.push(hit.match.start, hit.match.end);
      rows.add(hitRow(hit, cells, columns));
    }
    findings.push({ piece: index, first, watson: found.watson.length, crick: found.crick.length, truncated, ...(whole || piece.from === 0 ? { entry: entryOf(sequence) } : {}) });
  }
  return answer(null);
}
