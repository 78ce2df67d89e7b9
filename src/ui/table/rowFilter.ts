// The filter box of long lists (a germplasm's progeny lines, a large paralog family): a row matches when any of
// its shown texts contains what was typed, ignoring case.

const count = new Intl.NumberFormat('en-US');

/** What a filter compares: the typed text trimmed and lower-cased; '' means no filter. */
export const normalizeQuery = (query: string) => query.trim().toLocaleLowerCase('en');

/**
 * The rows whose texts contain the query (case-insensitive), in their original order, or undefined when the
 * query is empty (every row is shown). Each row's texts are read once per call, not once per keystroke check.
 */
export function matchingRows<T>(rows: readonly T[], textsOf: (row: T) => readonly string[], query: string): ReadonlySet<T> | undefined {
  const wanted = normalizeQuery(query);
  if (wanted === '') return undefined;
  return new Set(rows.filter((row) => textsOf(row).some((text) => text.toLocaleLowerCase('en').includes(wanted))));
}

/**
 * What the filter's status line says (and screen readers announce): the number of rows while nothing is typed,
 * then how many match, or that none does. `noun` is the plural name of the rows ('paralogs', 'progeny lines').
 */
export function filterStatus(noun: string, total: number, matched: number | undefined, query: string): string {
  const shownQuery = query.trim();
  if (matched === undefined || shownQuery === '') return `${count.format(total)} ${noun}`;
  if (matched === 0) return `No ${noun} match "${shownQuery}"`;
  return `${count.format(matched)} of ${count.format(total)} ${noun} match`;
}
