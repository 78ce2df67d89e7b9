import type { TableColumn } from '../../engine/config/format';
import { formatValue } from '../../engine/formatters';
import type { FormatterName } from '../../engine/formatters/names';
import { getByPath, isEmptyValue } from '../../engine/paths';
import { fillHref, fillText } from '../../engine/templates';
import { htmlText } from '../html/htmlText';

/** One piece of a cell: its text and, when the column links, its URL (undefined when it could not be built). */
export interface CellPart {
  text: string;
  href: string | undefined;
}

const wholeListFormatters: ReadonlySet<FormatterName> = new Set(['authors']);

/** What a cell shows: sanitised server HTML, or parts joined with ', ' (several for an array cell). */
export type CellContent = { kind: 'html'; html: string } | { kind: 'parts'; parts: CellPart[] };

/** A column's id: its own, else its position (two columns may show the same path in different ways). */
export function columnId(column: TableColumn, index: number): string {
  return column.id ?? `column-${index}`;
}

function partOf(column: TableColumn, item: unknown, value: unknown, record: unknown): CellPart {
  const scope = { item, record };
  const text = column.text ? fillText(column.text, scope) : formatValue(value, column.format);
  return { text: text.trim(), href: column.href ? fillHref(column.href, scope) : undefined };
}

/**
 * 002 §2.4: templates resolve against the row; an array cell shows each element, its templates resolved against
 * the element ({$} being the element itself).
 */
export function cellContent(column: TableColumn, row: unknown, record: unknown): CellContent {
  const value = column.path ? getByPath(row, column.path) : row;
  if (column.html) return { kind: 'html', html: typeof value === 'string' ? value : formatValue(value, undefined) };
  // A formatter that reads a whole list (the first 6 authors then 'et al.', 002 §9) gets the list, not each element.
  const parts = Array.isArray(value) && !(column.format && wholeListFormatters.has(column.format))
    ? value.map((element) => partOf(column, element, element, record))
    : [partOf(column, row, value, record)];
  return { kind: 'parts', parts: parts.filter((part) => part.text !== '') };
}

/** The text a cell shows, as one string (for sorting and TSV downloads). */
export function cellText(column: TableColumn, row: unknown, record: unknown): string {
  const content = cellContent(column, row, record);
  if (content.kind === 'html') return htmlText(content.html);
  return content.parts.map((part) => part.text).join(', ');
}

/**
 * What a column sorts on: the displayed text, except that a missing value is empty even when a formatter shows
 * a word for it ('Not specified' dates), so that it sorts last like other empty cells.
 */
export function cellSortKey(column: TableColumn, row: unknown, record: unknown): string {
  if (column.path && isEmptyValue(getByPath(row, column.path))) return '';
  return cellText(column, row, record);
}
