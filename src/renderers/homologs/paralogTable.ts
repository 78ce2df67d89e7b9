import type { TableColumn } from '../../engine/config/format';
import type { Paralog } from '../../../schemas/panther';
import { sortRows, type SortState } from '../table/sortRows';

// The columns of the 'All Paralogs' table, in the shape detail tables use, so that the dialog shares their
// sortable headers (button in the header cell, aria-sort, arrow) and their sort order.
export const PARALOG_COLUMNS = [
  { id: 'agi', header: 'AGI', path: 'target_agi' },
  { id: 'symbol', header: 'Symbol', path: 'target_gene_symbol' },
] as const satisfies readonly TableColumn[];

type ParalogColumnId = (typeof PARALOG_COLUMNS)[number]['id'];

const textOf = (paralog: Paralog, columnId: ParalogColumnId) =>
  (columnId === 'agi' ? paralog.target_agi : (paralog.target_gene_symbol ?? '')).trim();

/** The texts a paralog row shows, one per column (what the filter box searches). */
export const paralogTexts = (paralog: Paralog): string[] => PARALOG_COLUMNS.map((column) => textOf(paralog, column.id));

/**
 * Paralogs in the order of the chosen column: case-insensitive, AT1G9 before AT1G10, paralogs without a symbol
 * last either way. Without a sort they keep the order of the PANTHER file.
 */
export function sortParalogs(paralogs: readonly Paralog[], sort: SortState | undefined): readonly Paralog[] {
  const column = PARALOG_COLUMNS.find((candidate) => candidate.id === sort?.columnId);
  if (!sort || !column) return paralogs;
  return sortRows(paralogs, (paralog) => textOf(paralog, column.id), sort.direction);
}
