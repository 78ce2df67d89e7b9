import { tableMemo, type Row, type RowModel, type SortingState, type Table, type TableFeatures } from '@tanstack/react-table';
import type { SortKey } from './resultColumn';
import { compareSortKeys } from './sortKeys';

type AnyRow = Row<TableFeatures, object>;
type Keys = (SortKey | undefined)[];
type KeyAccessor = (original: object, index: number) => unknown;

/**
 * Sort keys per result and column: built the first time a column sorts a result, then reused for every later
 * click on it. Keyed by the rows array (a new result gets new keys) and by the column's accessor (so a changed
 * column definition never reads another column's keys).
 */
const keyCache = new WeakMap<readonly AnyRow[], Map<KeyAccessor, Keys>>();

function keysFor(rows: readonly AnyRow[], accessor: KeyAccessor): Keys {
  let byColumn = keyCache.get(rows);
  if (!byColumn) keyCache.set(rows, (byColumn = new Map()));
  let keys = byColumn.get(accessor);
  if (!keys) byColumn.set(accessor, (keys = rows.map((row) => accessor(row.original, row.index) as SortKey | undefined)));
  return keys;
}

/** Row positions in the order of their keys; empty keys last whichever the direction, ties in result order. */
export function orderByKeys(keys: readonly (SortKey | undefined)[], desc: boolean): number[] {
  const sign = desc ? -1 : 1;
  const order = keys.map((_, index) => index);
  order.sort((a, b) => {
    const keyA = keys[a];
    const keyB = keys[b];
    if (keyA === undefined || keyB === undefined) return keyA === keyB ? a - b : keyA === undefined ? 1 : -1;
    return sign * compareSortKeys(keyA, keyB) || a - b;
  });
  return order;
}

interface SortingTable {
  atoms: { sorting?: { get: () => SortingState | undefined } };
  getPreSortedRowModel: () => RowModel<TableFeatures, object>;
  getColumn: (id: string) => { accessorFn?: KeyAccessor; getCanSort: () => boolean } | undefined;
}

function sortedByKeys(table: SortingTable): RowModel<TableFeatures, object> {
  const model = table.getPreSortedRowModel();
  const sort = table.atoms.sorting?.get()?.[0];
  const column = sort ? table.getColumn(sort.id) : undefined;
  if (!sort || !column?.accessorFn || !column.getCanSort() || model.rows.length === 0) return model;
  const { rows } = model;
  const sorted = orderByKeys(keysFor(rows, column.accessorFn), sort.desc).map((index) => rows[index]!);
  return { rows: sorted, flatRows: sorted, rowsById: model.rowsById };
}

/**
 * The table's sorted row model, in place of TanStack's: keys are read straight from arrays built once, where the
 * stock model calls row.getValue() four times per comparison (for its empty-value rule and the sort function).
 * On 10,000 rows that is a few milliseconds against tens. One column sorts at a time; rows have no sub-rows.
 */
export function createKeyedSortedRowModel() {
  // The slot's table is typed loosely by TanStack (any); this model needs only the three members of SortingTable.
  return (table: Table<TableFeatures, object>) => {
    const sortingTable = table as unknown as SortingTable;
    return tableMemo({
      feature: 'rowSortingFeature',
      table: table as Parameters<typeof tableMemo>[0]['table'],
      fnName: 'table.getSortedRowModel',
      memoDeps: () => [sortingTable.atoms.sorting?.get(), sortingTable.getPreSortedRowModel()],
      fn: () => sortedByKeys(sortingTable),
    });
  };
}
