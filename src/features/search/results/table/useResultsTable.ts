import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTableCore, type CoreColumn, type CoreRow, type TableCoreOptions } from '../../../../ui/table/useTableCore';
import { isSortable, type ResultColumn } from './resultColumn';
import { sortKeyOf } from './sortKeys';

function toSelectionState(ids: ReadonlySet<string>): RowSelectionState {
  const state: RowSelectionState = {};
  for (const id of ids) state[id] = true;
  return state;
}

function selectedIdSet(state: RowSelectionState): Set<string> {
  return new Set(Object.keys(state).filter((id) => state[id]));
}

// A column's sort key (sortKeys.ts) is what the core compares.
const toCoreColumns = <T extends object>(columns: readonly ResultColumn<T>[]): CoreColumn<T, string | number>[] =>
  columns.map((column) => ({ id: column.id, sortable: isSortable(column), sortKey: (row: T) => sortKeyOf(column, row) }));

export interface ResultsTableState<T extends object> {
  rows: readonly T[];
  columns: readonly ResultColumn<T>[];
  getRowId: (row: T) => string;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: ReadonlySet<string>) => void;
  initialPageSize: number;
  /** Where the view starts and who is told of it (the results page keeps it in its address). */
  view?: Pick<TableCoreOptions<T, string | number>, 'initialSorting' | 'initialPageIndex' | 'onViewChange'>;
}

/** The table core with the results' columns and their selection across pages (001 §2.3). */
export function useResultsTable<T extends object>({ rows, columns, getRowId, selectedIds, onSelectionChange, initialPageSize, view }: ResultsTableState<T>) {
  const coreColumns = useMemo(() => toCoreColumns(columns), [columns]);
  const rowSelection = useMemo(() => toSelectionState(selectedIds), [selectedIds]);
  return useTableCore({
    rows,
    columns: coreColumns,
    getRowId: (row: T) => getRowId(row),
    pageSize: initialPageSize,
    ...view,
    rowSelection,
    onRowSelectionChange: (selection) => onSelectionChange(selectedIdSet(selection)),
  });
}

export type ResultsRow<T extends object> = CoreRow<T>;
