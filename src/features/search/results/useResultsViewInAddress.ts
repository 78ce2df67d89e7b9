import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReplaceQuery } from '../../../routing/useReplaceQuery';
import { isSortable, type ResultColumn } from './table/resultColumn';
import { readViewState, withViewState, type ResultsViewState } from './resultsViewState';

interface ViewInAddressOptions<T> {
  rows: readonly T[];
  columns: readonly ResultColumn<T>[];
  rowId: (row: T) => string;
  pageSizes: readonly number[];
  selectedIds: ReadonlySet<string>;
  setSelectedIds: (ids: ReadonlySet<string>) => void;
}

interface OpenedView<T> {
  rows: readonly T[];
  view: ResultsViewState;
  problems: string[];
}

/**
 * The results table's view kept in the page's address (resultsViewState.ts), replacing the history entry as it
 * changes: Back from a record, a reload and a copied link open the same rows, sort, page and selection. The address
 * is read once, when the rows arrive, so the first drawing of the table is already the view it names (and the
 * router's scroll restoration lands on the same rows).
 */
export function useResultsViewInAddress<T>({ rows, columns, rowId, pageSizes, selectedIds, setSelectedIds }: ViewInAddressOptions<T>) {
  const [address] = useSearchParams();
  const replaceQuery = useReplaceQuery();
  const defaultPageSize = pageSizes[0] ?? 25;
  const sortableColumns = useMemo(() => new Set(columns.filter(isSortable).map((column) => column.id)), [columns]);
  const [opened, setOpened] = useState<OpenedView<T> | undefined>(undefined);
  if (rows.length > 0 && opened?.rows !== rows) {
    // Adjusted while rendering (no frame shows the table before its view), as React advises for state from props.
    const { view, problems } = readViewState(address, { sortableColumns, rowCount: rows.length, pageSizes, defaultPageSize });
    setOpened({ rows, view, problems });
    setSelectedIds(new Set(view.selected.map((position) => rowId(rows[position]!))));
  }

  const tableView = useRef<{ sorting: SortingState; pagination: PaginationState } | undefined>(undefined);
  const latest = useRef({ rows, rowId, selectedIds });
  useLayoutEffect(() => {
    latest.current = { rows, rowId, selectedIds };
  });
  const writeView = useCallback(() => {
    const shown = tableView.current;
    if (!shown) return;
    const { rows: allRows, rowId: idOf, selectedIds: ids } = latest.current;
    const selected: number[] = [];
    if (ids.size > 0) allRows.forEach((row, position) => ids.has(idOf(row)) && selected.push(position));
    const sort = shown.sorting[0];
    const view: ResultsViewState = {
      ...(sort ? { sort: { column: sort.id, desc: sort.desc } } : {}),
      pageIndex: shown.pagination.pageIndex,
      pageSize: shown.pagination.pageSize,
      selected,
    };
    replaceQuery((query) => withViewState(query, view, defaultPageSize));
  }, [replaceQuery, defaultPageSize]);

  const onViewChange = useCallback(
    (view: { sorting: SortingState; pagination: PaginationState }) => {
      tableView.current = view;
      writeView();
    },
    [writeView],
  );
  useEffect(writeView, [selectedIds, writeView]);

  const view = opened?.rows === rows ? opened.view : undefined;
  const tableViewOptions = useMemo(
    () =>
      view && {
        ...(view.sort ? { initialSorting: [{ id: view.sort.column, desc: view.sort.desc }] } : {}),
        initialPageIndex: view.pageIndex,
        onViewChange,
      },
    [view, onViewChange],
  );
  return { tableView: tableViewOptions, initialPageSize: view?.pageSize ?? defaultPageSize, problems: opened?.rows === rows ? opened.problems : [] };
}
