import type { ReactNode } from 'react';
import type { SortKey } from '../../../ui/table/sortKey';

/**
 * How a column's values compare and print: text case-insensitively; numbers (quantities, thousands grouped) and
 * years (digits as written) numerically (002 §2.2).
 */
export type BrowseColumnKind = 'text' | 'number' | 'year';

/** A column of a browse table: its header, the value it sorts by and, when that is not plain text, its cell. */
export interface BrowseColumn<Row> {
  id: string;
  header: string;
  kind: BrowseColumnKind;
  /** The value the column sorts by, and the cell's text unless `cell` draws it. null or '' sorts last. */
  value: (row: Row) => string | number | null | undefined;
  /** The cell's content (a link, a list of links); plain values are drawn as text. */
  cell?: (row: Row) => ReactNode;
  /** Columns sort unless this is false (the literature table's '#' does not). */
  sortable?: boolean;
  width?: number | string;
}

/**
 * The key a row sorts by in a column, built once per row and column: a number for number columns, the trimmed,
 * lower-cased text otherwise, so a comparison is one cheap comparison. An empty value has no key (undefined),
 * which sorts last in both directions.
 */
export function browseSortKey<Row>(column: BrowseColumn<Row>, row: Row): SortKey | undefined {
  const value = column.value(row);
  if (value === null || value === undefined) return undefined;
  if (column.kind === 'number' || column.kind === 'year') {
    const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim() || Number.NaN);
    return Number.isFinite(number) ? number : undefined;
  }
  const text = String(value).trim().toLowerCase();
  return text === '' ? undefined : text;
}
