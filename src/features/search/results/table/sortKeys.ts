import { asDate, cellText } from './cellText';
import type { ResultColumn, SortKey } from './resultColumn';

/**
 * The key a row sorts by in a column: a number for number and date columns (and numeric values), otherwise the
 * trimmed, lower-cased text, so that comparing two keys is one cheap comparison (001 §2.3: strings compare
 * case-insensitively). Empty values have no key (undefined) and sort last in both directions.
 */
export function sortKeyOf<Row>(column: ResultColumn<Row>, row: Row): SortKey | undefined {
  if (column.sortValue) return normaliseKey(column.sortValue(row));
  const value = column.value(row);
  if (column.kind === 'number') return normaliseKey(typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : (value as number | null));
  if (column.kind === 'date') return asDate(value)?.getTime();
  if (typeof value === 'number') return normaliseKey(value);
  return normaliseKey(cellText(column, row));
}

function normaliseKey(key: unknown): SortKey | undefined {
  if (typeof key === 'number') return Number.isFinite(key) ? key : undefined;
  if (typeof key !== 'string') return undefined;
  const text = key.trim().toLowerCase();
  return text === '' ? undefined : text;
}

/** Ascending order of two keys; numbers come before text when a column mixes them. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
