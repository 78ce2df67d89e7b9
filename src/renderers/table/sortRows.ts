export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

// 002 §2.2: text sorts case-insensitively; digits inside text compare as numbers (AT1G9 before AT1G10).
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

// Numbers as formatted for display ('1,234', '-0.5').
const numberPattern = /^[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;

function asNumber(key: string): number | undefined {
  if (!/\d/.test(key) || !numberPattern.test(key)) return undefined;
  const number = Number(key.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

interface KeyedRow<T> {
  row: T;
  key: string;
  number: number | undefined;
  index: number;
}

function compareKeys<T>(a: KeyedRow<T>, b: KeyedRow<T>): number {
  if (a.number !== undefined && b.number !== undefined) return a.number - b.number;
  return collator.compare(a.key, b.key);
}

/**
 * Rows in the order of their sort keys: numbers numerically, text case-insensitively, and empty keys last in
 * both directions (002 §2.2). Ties keep their original order. Keys are read once per row, not per comparison.
 */
export function sortRows<T>(rows: readonly T[], keyOf: (row: T) => string, direction: SortDirection): T[] {
  const keyed: KeyedRow<T>[] = rows.map((row, index) => {
    const key = keyOf(row).trim();
    return { row, key, number: asNumber(key), index };
  });
  const sign = direction === 'asc' ? 1 : -1;
  keyed.sort((a, b) => {
    const aEmpty = a.key === '';
    const bEmpty = b.key === '';
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
    return sign * compareKeys(a, b) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

/** The next state after a click on a column header: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortState | undefined, columnId: string): SortState {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
