import { cellText } from './cellText';
import type { ResultColumn } from './resultColumn';

export { saveTextFile } from '../../../../ui/saveTextFile';

export type Delimiter = '\t' | ',';

export interface DelimitedOptions {
  delimiter: Delimiter;
  /** A line written before the column headers, e.g. what was searched for. */
  titleLine?: string;
}

// The table's own columns (row number, checkbox) are not data; a caller passing them by id still gets data only.
const NOT_EXPORTED_IDS = new Set(['row_number', 'selected']);

/** CSV (RFC 4180): a field holding a comma, quote, line break or edge space is quoted, inner quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** TSV has no quoting: tabs and line breaks inside a value would start a new column or row, so they become spaces. */
function tsvField(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/**
 * The rows as tab- or comma-separated text: one header line with the column headers, then one line per row,
 * with the columns in the order given (the on-screen order). CSV lines end in CRLF as RFC 4180 asks; TSV in LF.
 */
export function rowsToDelimited<Row>(rows: readonly Row[], columns: readonly ResultColumn<Row>[], options: DelimitedOptions): string {
  const { delimiter, titleLine } = options;
  const field = delimiter === ',' ? csvField : tsvField;
  const exported = columns.filter((column) => !NOT_EXPORTED_IDS.has(column.id));
  const lines = [exported.map((column) => field(column.header)).join(delimiter)];
  for (const row of rows) {
    lines.push(exported.map((column) => field(column.exportValue ? column.exportValue(row) : cellText(column, row))).join(delimiter));
  }
  if (titleLine !== undefined) lines.unshift(field(titleLine));
  const newline = delimiter === ',' ? '\r\n' : '\n';
  return lines.join(newline) + newline;
}

const twoDigits = (number: number) => String(number).padStart(2, '0');

/**
 * A download's file name: the base, the reader's local date and the extension, e.g. genes_2026-11-25.tsv.
 * Characters a file system may refuse become underscores.
 */
export function downloadFileName(base: string, date: Date, ext: string): string {
  const safeBase = base.trim().replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'results';
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${safeBase}_${day}.${ext.replace(/^\./, '')}`;
}

export const MIME_TYPES = {
  tsv: 'text/tab-separated-values;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
} as const;
