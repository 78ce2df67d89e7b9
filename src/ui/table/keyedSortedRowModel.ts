import { tableMemo, type Row, type RowModel, type SortingState, type Table, type TableFeatures } from '@tanstack/react-table';
import { orderByKeys, type CompareKeys } from './sortKey';

type AnyRow = Row<TableFeatures, object>;
type KeyAccessor = (original: object, index: number) => unknown;

/**
 * Sort keys per row set and column: built the first time a column sorts those rows, then reused for every later
 * click on it. Keyed by the rows array (new rows get new keys) and by the column's accessor (so a changed column
 * definition never reads another column's keys).
 */
const keyCache = new WeakMap<readonly AnyRow[], Map<KeyAccessor, unknown[]>>();

function keysFor(rows: readonly AnyRow[], accessor: KeyAccessor): unknown[] {
  let byColumn = keyCache.get(rows);
  if (!byColumn) keyCache.set(rows, (byColumn = new Map()));
  let keys = byColumn.get(accessor);
  if (!keys) byColumn.set(accessor, (keys = rows.map((row) => accessor(row.original, row.index))));
  return keys;
}

interface SortingTable {
  atoms: { sorting?: { get: () => SortingState | undefined } };
  getPreSortedRowModel: () => RowModel<TableFeatures, object>;
  getColumn: (id: string) => { accessorFn?: KeyAccessor; getCanSort: () => boolean } | undefined;
}

function sortedByKeys(table: SortingTable, compare: CompareKeys<unknown>): RowModel<TableFeatures, object> {
  const model = table.getPreSortedRowModel();
  const sort = table.atoms.sorting?.get()?.[0];
  const column = sort ? table.getColumn(sort.id) : undefined;
  if (!sort || !column?.accessorFn || !column.getCanSort() || model.rows.length === 0) return model;
  const { rows } = model;
  const sorted = orderByKeys(keysFor(rows, column.accessorFn), sort.desc, compare).map((index) => rows[index]!);
  return { rows: sorted, flatRows: sorted, rowsById: model.rowsById };
}

/**
 * The table's sorted row model, in place of TanStack's: a column's accessor gives each row's sort key (undefined
 * when empty), and keys are read straight from arrays built once, where the stock model calls row.getValue() four
 * times per comparison (for its empty-value rule and the sort function). On 10,000 rows that is a few
 * milliseconds against tens. One column sorts at a time; rows have no sub-rows. `compare` orders two keys.
 */
export function createKeyedSortedRowModel<K>(compare: CompareKeys<K>) {
  // The slot's table is typed loosely by TanStack (any); this model needs only the three members of SortingTable.
  return (table: Table<TableFeatures, object>) => {
    const sortingTable = table as unknown as SortingTable;
    return tableMemo({
      feature: 'rowSortingFeature',
      table: table as Parameters<typeof tableMemo>[0]['table'],
      fnName: 'table.getSortedRowModel',
      memoDeps: () => [sortingTable.atoms.sorting?.get(), sortingTable.getPreSortedRowModel()],
      fn: () => sortedByKeys(sortingTable, compare as CompareKeys<unknown>),
    });
  };
}
