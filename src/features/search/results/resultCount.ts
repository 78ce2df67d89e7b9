/** The server answers at most this many docs per search (the contract's rowsLimit ceiling). */
export const ROWS_LIMIT = 10_000;

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * How many records matched (001 §4): the docs that came back, except when the answer was cut at the 10,000-row
 * limit and the server counted more — then the count is the server's total.
 */
export function matchCount(docCount: number, total: number): number {
  return docCount >= ROWS_LIMIT && total > docCount ? total : docCount;
}

export const isTruncated = (docCount: number, total: number) => matchCount(docCount, total) > docCount;

/** The line above the table: '1 result', '1,234 results', or 'Showing the first 10,000 of 12,345 results.' */
export function countSentence(docCount: number, total: number): string {
  const count = matchCount(docCount, total);
  if (count > docCount) return `Showing the first ${numberFormat.format(docCount)} of ${numberFormat.format(count)} results.`;
  return `${numberFormat.format(count)} ${count === 1 ? 'result' : 'results'}`;
}

/** 001 §2.3: the header of an annotation result, with the answer's term and the match count. */
export const annotationSentence = (term: string, count: number) =>
  `Your query for annotations where keywords are ${term} resulted in ${count} records.`;

export const formatCount = (count: number) => numberFormat.format(count);
