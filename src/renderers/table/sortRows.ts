import { orderByKeys, type CompareKeys } from '../../ui/table/sortKey';

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

/** What a detail table sorts a cell by: its shown text, and the number it shows when it is one. */
export interface TextSortKey {
  text: string;
  number: number | undefined;
}

/** The sort key of a cell's text, built once per row; an empty text has none (it sorts last). */
export function textSortKey(text: string): TextSortKey | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : { text: trimmed, number: asNumber(trimmed) };
}

/** Numbers numerically, anything else as text, case-insensitively with the digits inside compared as numbers. */
export const compareTextKeys: CompareKeys<TextSortKey> = (a, b) =>
  a.number !== undefined && b.number !== undefined ? a.number - b.number : collator.compare(a.text, b.text);

/**
 * Rows in the order of their texts (002 §2.2): numbers numerically, text case-insensitively, and empty texts last
 * in both directions. Ties keep their original order. Keys are read once per row, not per comparison.
 */
export function sortRows<T>(rows: readonly T[], keyOf: (row: T) => string, direction: SortDirection): T[] {
  const keys = rows.map((row) => textSortKey(keyOf(row)));
  return orderByKeys(keys, direction === 'desc', compareTextKeys).map((index) => rows[index]!);
}

/** The next state after a click on a column header: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortState | undefined, columnId: string): SortState {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
