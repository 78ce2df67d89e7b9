import type { FieldOfKind } from '../../engine/config/format';
import { downloadFileName, MIME_TYPES, toDelimited } from '../../ui/table/delimitedText';
import { saveTextFile } from '../../ui/saveTextFile';
import { cellText } from './cellValue';

/**
 * 002 §2.4: 'Download TSV' saves every row given (the whole value in its current order, not just the page or the
 * limit) with every column, the ones shown only in a row's detail included. Loaded on the button's first click.
 */
export function downloadTableTsv(field: FieldOfKind<'table'>, rows: readonly unknown[], record: unknown): void {
  const { columns } = field;
  const lines = rows.map((row) => columns.map((column) => cellText(column, row, record)));
  const text = toDelimited(columns.map((column) => column.header), lines, { delimiter: '\t' });
  saveTextFile(downloadFileName(field.download ?? field.label, 'tsv'), text, MIME_TYPES.tsv);
}
