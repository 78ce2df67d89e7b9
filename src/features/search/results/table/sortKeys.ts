import { asDate, cellText } from './cellText';
import type { SortKey } from '../../../../ui/table/sortKey';
import type { ResultColumn } from './resultColumn';

/**
 * The key a row sorts by in a column: a number for number, year and date columns (and numeric values), otherwise the
 * trimmed, lower-cased text, so that comparing two keys is one cheap comparison (001 §2.3: strings compare
 * case-insensitively). Empty values have no key (undefined) and sort last in both directions.
 */
export function sortKeyOf<Row>(column: ResultColumn<Row>, row: Row): SortKey | undefined {
  if (column.sortValue) return normaliseKey(column.sortValue(row));
  const value = column.value(row);
  if (column.kind === 'number' || column.kind === 'year') return normaliseKey(typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : (value as number | null));
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
