import type { TableColumn } from '../../engine/config/format';
import { cellText, columnId } from './cellValue';

/** The columns a table shows side by side, and those its rows show only in their expandable detail. */
export interface ColumnLayout {
  shown: readonly TableColumn[];
  detail: readonly TableColumn[];
}

/**
 * Splits the configured columns by their `detail` mark. Each keeps the id of its place among all the configured
 * columns, which sorting and the default sort name. A config that marks every column keeps them all as columns:
 * a table of toggles alone would show nothing until opened.
 */
export function columnLayout(columns: readonly TableColumn[]): ColumnLayout {
  const identified = columns.map((column, index) => ({ ...column, id: columnId(column, index) }));
  const shown = identified.filter((column) => !column.detail);
  if (shown.length === 0) return { shown: identified, detail: [] };
  return { shown, detail: identified.filter((column) => column.detail) };
}

/** The detail columns that have something to say for this row: an empty value gets no line. */
export function detailColumnsWithValues(detail: readonly TableColumn[], row: unknown, record: unknown): readonly TableColumn[] {
  return detail.filter((column) => cellText(column, row, record) !== '');
}

/** What a row's detail button is named after: the row's first shown cell ('Details of GO:0003700 …'). */
export function rowName(layout: ColumnLayout, row: unknown, record: unknown, position: number): string {
  const first = layout.shown[0];
  const text = first ? cellText(first, row, record) : '';
  return text === '' ? `row ${position}` : text;
}
