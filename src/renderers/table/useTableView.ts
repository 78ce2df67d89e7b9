import { useMemo, useState } from 'react';
import type { FieldOfKind, TableColumn } from '../../engine/config/format';
import { cellSortKey, columnId } from './cellValue';
import { nextSort, sortRows, type SortState } from './sortRows';

// 002 §2.2, §9: the results-per-page selector and pages appear only above 10 rows; 10, 25 or 50 per page, 10 first.
export const PAGED_ABOVE = 10;
export const PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

function findColumn(columns: readonly TableColumn[], id: string | undefined): TableColumn | undefined {
  return columns.find((column, index) => columnId(column, index) === id);
}

/** The configured default sort, if it names a column (by id, path or header). */
function initialSort(columns: readonly TableColumn[], defaultSort: FieldOfKind<'table'>['defaultSort']): SortState | undefined {
  if (!defaultSort) return undefined;
  const index = columns.findIndex((column, at) => [columnId(column, at), column.path, column.header].includes(defaultSort.column));
  return index < 0 ? undefined : { columnId: columnId(columns[index]!, index), direction: defaultSort.direction };
}

/** Sorts rows by a column (or keeps them as they are), reading each row's key once. */
export function sortByColumn(rows: readonly unknown[], column: TableColumn | undefined, sort: SortState | undefined, record: unknown) {
  if (!column || !sort) return rows;
  return sortRows(rows, (row) => cellSortKey(column, row, record), sort.direction);
}

/**
 * What the table shows: every row sorted once per sort change, then those the filter box keeps (`kept`, when a
 * long table has one), then the first `limit` of them (unless the reader asked for all), then only the current
 * page — so that 5,000 rows cost one sort and ten rendered rows. The cap comes after the sort, so a capped table
 * shows the top of its order (the newest publications, not the first fifteen the record happens to list).
 * `unpaged` (a printed page) shows every row up to the cap, without pages.
 */
export function useTableView(field: FieldOfKind<'table'>, rows: readonly unknown[], record: unknown, kept?: ReadonlySet<unknown>, unpaged = false) {
  const { columns, limit } = field;
  const [sort, setSort] = useState(() => initialSort(columns, field.defaultSort));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [showAll, setShowAll] = useState(false);
  // A new filter starts again at page 1 (page 37 of the whole list means nothing among 12 matches).
  const [pagedFor, setPagedFor] = useState(kept);
  if (pagedFor !== kept) {
    setPagedFor(kept);
    setPage(0);
  }

  const sortColumn = findColumn(columns, sort?.columnId);
  const allSorted = useMemo(() => sortByColumn(rows, sortColumn, sort, record), [rows, sortColumn, sort, record]);
  const keptRows = useMemo(() => (kept ? allSorted.filter((row) => kept.has(row)) : allSorted), [allSorted, kept]);
  const cutOff = limit !== undefined && !showAll && keptRows.length > limit;
  const sortedRows = useMemo(() => (cutOff ? keptRows.slice(0, limit) : keptRows), [cutOff, keptRows, limit]);

  const paged = !unpaged && sortedRows.length > PAGED_ABOVE;
  const lastPage = Math.max(0, Math.ceil(sortedRows.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageRows = paged ? sortedRows.slice(currentPage * pageSize, (currentPage + 1) * pageSize) : sortedRows;

  return {
    sort,
    sortColumn,
    pageRows,
    paged,
    rowCount: sortedRows.length,
    /** Every row of the value in the current order, of which a capped table shows rowCount. */
    orderedRows: allSorted,
    page: currentPage,
    pageSize,
    cutOff,
    onSort: (id: string) => setSort((current) => nextSort(current, id)),
    /** Sets the order outright (the sort select of the card layout). */
    onSortChange: setSort,
    onPageChange: setPage,
    // 002 §2.2: changing the page size returns to page 1.
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    showAllRows: () => setShowAll(true),
  };
}
