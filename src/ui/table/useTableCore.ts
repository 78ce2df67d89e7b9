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
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createKeyedSortedRowModel } from './keyedSortedRowModel';
import { compareSortKeys, type CompareKeys } from './sortKey';

/** What the core needs of a column: its id, whether it sorts, and the key a row sorts by (undefined: empty, last). */
export interface CoreColumn<T, K> {
  id: string;
  sortable: boolean;
  sortKey: (row: T) => K | undefined;
}

function createFeatures<K>(compare: CompareKeys<K>) {
  // Sorting (on keys built once per rows and column), selection and paging; no filtering, grouping or sizing code.
  return tableFeatures({
    rowSortingFeature,
    sortedRowModel: createKeyedSortedRowModel(compare),
    rowSelectionFeature,
    rowPaginationFeature,
    paginatedRowModel: createPaginatedRowModel(),
  });
}

export type CoreFeatures = ReturnType<typeof createFeatures>;
export type CoreRow<T extends object> = Row<CoreFeatures, T>;

// One feature set per way of comparing keys, made once: TanStack reads the features when a table is made.
const featuresByCompare = new WeakMap<CompareKeys<never>, CoreFeatures>();
function featuresFor<K>(compare: CompareKeys<K>): CoreFeatures {
  let features = featuresByCompare.get(compare);
  if (!features) featuresByCompare.set(compare, (features = createFeatures(compare)));
  return features;
}

function toColumnDefs<T extends object, K>(columns: readonly CoreColumn<T, K>[]): ColumnDef<CoreFeatures, T, unknown>[] {
  return columns.map((column) => ({ id: column.id, accessorFn: (row: T) => column.sortKey(row), enableSorting: column.sortable }));
}

export interface TableCoreOptions<T extends object, K> {
  /** Every row; keep the array stable between renders (new rows start again at page 1). */
  rows: readonly T[];
  columns: readonly CoreColumn<T, K>[];
  getRowId?: (row: T, index: number) => string;
  pageSize: number;
  /** How two non-empty keys compare; by default numbers numerically and text by code unit (sortKey.ts). */
  compare?: CompareKeys<K>;
  /** The order before any header click, e.g. a config's default sort. */
  initialSorting?: SortingState;
  /** New rows also drop the column sort, so they show in the order the page gave them (a browse letter filter). */
  unsortNewRows?: boolean;
  /** The page shown first, from 0 (a page the address names); a sort, a page size and new rows still go to page 1. */
  initialPageIndex?: number;
  /** Told of the sort and the page once they are drawn, at first and after each change (the results page's address). */
  onViewChange?: (view: { sorting: SortingState; pagination: PaginationState }) => void;
  /** Selection by row id, kept by the caller (the results page's checkboxes). */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
}

/**
 * The one TanStack table behind every table of the portal: client-side sorting and paging over every row, and
 * selection where the caller keeps one. A header click sorts ascending first, then flips (002 §2.2), one column at a
 * time; a sort, a new page size and new rows all return to page 1 (002 §2.2, 001 §2.3).
 */
export function useTableCore<T extends object, K = string | number>(options: TableCoreOptions<T, K>) {
  const { rows, columns, getRowId, pageSize, rowSelection, onRowSelectionChange } = options;
  const compare = (options.compare ?? compareSortKeys) as CompareKeys<K>;
  const [sorting, setSorting] = useState<SortingState>(() => options.initialSorting ?? []);
  const [pagination, setPagination] = useState<PaginationState>(() => ({ pageIndex: options.initialPageIndex ?? 0, pageSize }));
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    // The adjust-state-on-new-props pattern: no extra effect pass and no frame showing the old page.
    setShownRows(rows);
    if (options.unsortNewRows) setSorting([]);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);

  const table = useTable({
    features: featuresFor(compare),
    columns: columnDefs,
    data: rows as T[],
    ...(getRowId ? { getRowId } : {}),
    state: { sorting, pagination, ...(rowSelection ? { rowSelection } : {}) },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSorting(updater);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    ...(rowSelection && onRowSelectionChange
      ? { onRowSelectionChange: (updater: Updater<RowSelectionState>) => onRowSelectionChange(functionalUpdate(updater, rowSelection)) }
      : {}),
    // The sort and page-size handlers reset the page themselves; the table must not do it again mid-render.
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableSubRowSelection: false,
  });

  // After the paint, so that telling the page never delays the sort or the page change the reader asked for.
  const onViewChange = useRef(options.onViewChange);
  useLayoutEffect(() => {
    onViewChange.current = options.onViewChange;
  });
  useEffect(() => onViewChange.current?.({ sorting, pagination }), [sorting, pagination]);

  const setPageSize = useCallback((size: number) => setPagination({ pageIndex: 0, pageSize: size }), []);
  return { table, sorting, setSorting, pagination, setPageSize };
}

export type TableCoreInstance<T extends object> = ReturnType<typeof useTableCore<T>>['table'];
