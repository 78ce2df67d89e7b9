import {
  createPaginatedRowModel,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isSortable, type ResultColumn } from './resultColumn';
import { createKeyedSortedRowModel } from './keyedSortedRowModel';
import { sortKeyOf } from './sortKeys';

// Only what the results table uses: no filtering, grouping or sizing code is bundled.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createKeyedSortedRowModel(),
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type ResultsFeatures = typeof features;
// A column's accessor gives its sort key (sortKeys.ts); the keyed sorted row model compares those keys directly.
function toColumnDefs<T extends object>(columns: readonly ResultColumn<T>[]): ColumnDef<ResultsFeatures, T, unknown>[] {
  return columns.map((column) => ({
    id: column.id,
    accessorFn: (row: T) => sortKeyOf(column, row),
    enableSorting: isSortable(column),
  }));
}

function toSelectionState(ids: ReadonlySet<string>): RowSelectionState {
  const state: RowSelectionState = {};
  for (const id of ids) state[id] = true;
  return state;
}

function selectedIdSet(state: RowSelectionState): Set<string> {
  return new Set(Object.keys(state).filter((id) => state[id]));
}

export interface ResultsTableState<T extends object> {
  rows: readonly T[];
  columns: readonly ResultColumn<T>[];
  getRowId: (row: T) => string;
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: ReadonlySet<string>) => void;
  initialPageSize: number;
}

/**
 * The TanStack table behind the results table: client-side sorting, paging and selection over every row of the
 * result. Sorting, a new page size and new rows all return to page 1 (001 §2.3).
 */
export function useResultsTable<T extends object>({ rows, columns, getRowId, selectedIds, onSelectionChange, initialPageSize }: ResultsTableState<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: initialPageSize });
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    // A new result starts on its first page (the adjust-state-on-new-props pattern: no extra effect pass).
    setShownRows(rows);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const rowSelection = useMemo(() => toSelectionState(selectedIds), [selectedIds]);
  const data = rows as T[];

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row: T) => getRowId(row),
    state: { sorting, pagination, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSorting(updater);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => onSelectionChange(selectedIdSet(functionalUpdate(updater, rowSelection))),
    // The pager and sort handlers above reset the page themselves; the table must not do it again mid-render.
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    // A header click sorts ascending first, then flips (002 §2.2), whatever the column holds.
    sortDescFirst: false,
    enableSubRowSelection: false,
  });

  const setPageSize = (pageSize: number) => setPagination({ pageIndex: 0, pageSize });
  return { table, sorting, pagination, setPageSize };
}

export type ResultsTableInstance<T extends object> = ReturnType<typeof useResultsTable<T>>['table'];
export type ResultsRow<T extends object> = Row<ResultsFeatures, T>;
