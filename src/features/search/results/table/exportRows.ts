import { toDelimited, type DelimitedOptions } from '../../../../ui/table/delimitedText';
import { cellText } from './cellText';
import type { ResultColumn } from './resultColumn';

// The table's own columns (row number, checkbox) are not data; a caller passing them by id still gets data only.
const NOT_EXPORTED_IDS = new Set(['row_number', 'selected']);

/** The rows as tab- or comma-separated text, with exactly the data columns given, in their on-screen order. */
export function rowsToDelimited<Row>(rows: readonly Row[], columns: readonly ResultColumn<Row>[], options: DelimitedOptions): string {
  const exported = columns.filter((column) => !NOT_EXPORTED_IDS.has(column.id));
  const lines = rows.map((row) => exported.map((column) => (column.exportValue ? column.exportValue(row) : cellText(column, row))));
  return toDelimited(exported.map((column) => column.header), lines, options);
}
