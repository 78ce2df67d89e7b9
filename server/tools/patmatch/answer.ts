// A search's answer as the request thread holds it: the counts the results page states and the rows of its hit
// table, already made (hitRows.ts) by the worker that holds the hits, as bytes (packedRows.ts). The request thread
// never rebuilds the hits themselves: for a full list (250,000 hits, hundreds of megabytes of residues) that alone
// held it for seconds.
import { hitColumns, hitRow, sequenceCells } from './hitRows';
import { packedPageRows, RowPacker, type PackedRows, type PageRows } from './packedRows';
import { TimeLimitReached, type Listing, type PatmatchResult, type SearchOptions } from './search';

export interface AnswerCounts {
  hits: number;
  /** Sequences listed. */
  sequences: number;
  searched: PatmatchResult['searched'];
  cutAtMaxHits: boolean;
  timedOut: boolean;
  elapsedMs: number;
}

export interface PatmatchAnswer extends AnswerCounts {
  rows: PageRows;
}

/** An answer as a worker sends it (its row buffers transferred with the message). */
export interface PackedAnswer extends AnswerCounts {
  rows: PackedRows;
}

export const countsOf = (result: Listing & Pick<PatmatchResult, 'timedOut' | 'elapsedMs'>): AnswerCounts => ({
  hits: result.hits.length,
  sequences: result.sequences.length,
  searched: result.searched,
  cutAtMaxHits: result.cutAtMaxHits,
  timedOut: result.timedOut,
  elapsedMs: result.elapsedMs,
});

/** Rows made between two looks at whether the answer is still wanted. */
const ROWS_BETWEEN_CHECKS = 1024;

/** Makes the rows of a search's hits; stops (TimeLimitReached) once `stopRequested` says the answer is not wanted. */
export function packAnswer(result: PatmatchResult, options: Pick<SearchOptions, 'sequenceClass' | 'mismatches'>, stopRequested: () => boolean = () => false): PackedAnswer {
  const columns = hitColumns(options);
  const cells = result.sequences.map(sequenceCells);
  const packer = new RowPacker();
  result.hits.forEach((hit, index) => {
    if (index % ROWS_BETWEEN_CHECKS === 0 && stopRequested()) throw new TimeLimitReached();
    packer.add(hitRow(hit, cells[hit.sequence]!, columns));
  });
  return { ...countsOf(result), rows: packer.packed() };
}

export const unpackAnswer = ({ rows, ...counts }: PackedAnswer): PatmatchAnswer => ({ ...counts, rows: packedPageRows(rows) });
