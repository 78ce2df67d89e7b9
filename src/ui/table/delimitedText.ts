// The one writer of table downloads: a detail table's 'Download TSV' (002 §2.4) and the results page's Download
// All / Download Checked (001 §2.3: tab-separated, the annotation results comma-separated, with a date suffix).

export type Delimiter = '\t' | ',';

export interface DelimitedOptions {
  delimiter: Delimiter;
  /** A line written before the column headers, e.g. what was searched for. */
  titleLine?: string;
}

export const MIME_TYPES = {
  tsv: 'text/tab-separated-values;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
} as const;

/** CSV (RFC 4180): a field holding a comma, quote, line break or edge space is quoted, inner quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** TSV has no quoting: tabs and line breaks inside a value would start a new column or row, so they become spaces. */
export function tsvField(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ').trim();
}

/**
 * A header line of column headers, then one line per row, the cells in the order given (the on-screen order).
 * CSV lines end in CRLF as RFC 4180 asks; TSV lines in LF.
 */
export function toDelimited(headers: readonly string[], rows: Iterable<readonly string[]>, options: DelimitedOptions): string {
  const { delimiter, titleLine } = options;
  const field = delimiter === ',' ? csvField : tsvField;
  const lines = titleLine === undefined ? [] : [field(titleLine)];
  lines.push(headers.map(field).join(delimiter));
  for (const cells of rows) lines.push(cells.map(field).join(delimiter));
  const newline = delimiter === ',' ? '\r\n' : '\n';
  return lines.join(newline) + newline;
}

const twoDigits = (number: number) => String(number).padStart(2, '0');

/** The reader's local day as YYYY-MM-DD (a download's date suffix, and its title line). */
export const localDay = (date: Date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/**
 * A download's file name: its stem made safe for any file system (lower case, accents dropped, runs of other
 * characters one '-'), then the reader's local date when one is given, then the extension:
 * ('Germplasm and Clones', 'tsv') → germplasm-and-clones.tsv; ('genes', 'tsv', a date) → genes_2026-11-25.tsv.
 */
export function downloadFileName(stem: string, ext: string, date?: Date): string {
  const extension = ext.replace(/^\./, '');
  const slug = stem
    .replace(new RegExp(`\\.${extension}$`, 'i'), '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  const day = date ? `_${localDay(date)}` : '';
  return `${slug || 'table'}${day}.${extension}`;
}
