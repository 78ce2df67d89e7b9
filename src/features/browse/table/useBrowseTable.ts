import {
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { createKeyedSortedRowModel } from '../../search/results/table/keyedSortedRowModel';
import { browseSortKey, type BrowseColumn } from './browseColumn';

// Sorting and paging only; the keyed sorted row model compares sort keys built once per rows and column.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createKeyedSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type BrowseFeatures = typeof features;
export type BrowseRow<T extends object> = Row<BrowseFeatures, T>;

function toColumnDefs<T extends object>(columns: readonly BrowseColumn<T>[]): ColumnDef<BrowseFeatures, T, unknown>[] {
  return columns.map((column) => ({
    id: column.id,
    accessorFn: (row: T) => browseSortKey(column, row),
    enableSorting: column.sortable ?? true,
  }));
}

interface BrowseTableOptions<T extends object> {
  rows: readonly T[];
  columns: readonly BrowseColumn<T>[];
  getRowId: (row: T) => string;
  pageSize: number;
}

/**
 * The TanStack table behind a browse table: client-side sorting and paging over every row. A sort, a new page
 * size and new rows all return to page 1 (002 §2.2); new rows (a letter filter, another 'Sort by') also drop
 * the column sort, so the rows show in the order the page gave them.
 */
export function useBrowseTable<T extends object>({ rows, columns, getRowId, pageSize }: BrowseTableOptions<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    // The adjust-state-on-new-props pattern: no extra effect pass and no frame showing the old page.
    setShownRows(rows);
    setSorting([]);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as T[],
    getRowId: (row: T) => getRowId(row),
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSorting(updater);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    // A header click sorts ascending first, then flips (002 §2.2), whatever the column holds.
    sortDescFirst: false,
  });

  const setPageSize = useCallback((size: number) => setPagination({ pageIndex: 0, pageSize: size }), []);
  return { table, pagination, setPageSize };
}

export type BrowseTableInstance<T extends object> = ReturnType<typeof useBrowseTable<T>>['table'];
