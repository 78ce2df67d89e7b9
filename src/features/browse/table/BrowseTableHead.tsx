import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback } from 'react';
import { SortHeaderCell } from '../../../ui/table/SortHeaderCell';
import { headerCell } from '../../../ui/table/tableStyles';
import type { TableCoreInstance } from '../../../ui/table/useTableCore';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import type { BrowseColumn } from './browseColumn';

const narrowHeaderCell = { ...headerCell, width: '1%' } as const;

interface BrowseTableHeadProps<T extends object> {
  table: TableCoreInstance<T> | undefined;
  columns: readonly BrowseColumn<T>[];
  /** A first column for the rows' Details buttons. */
  withDetails: boolean;
  /** A '#' column before the others (the row's place in the sorted list). */
  numbered: boolean;
}

/**
 * The header row: a sortable header per column (a click sorts ascending, the next descending, the arrow shows
 * which) with aria-sort on the sorted one (002 §2.2). Without a table (loading, error) the headers are plain text.
 */
export function BrowseTableHead<T extends object>({ table, columns, withDetails, numbered }: BrowseTableHeadProps<T>) {
  // One handler for every header, the same on each render, so that headers whose state did not change stay as drawn.
  const sort = useCallback((columnId: string) => table?.getColumn(columnId)?.toggleSorting(), [table]);
  return (
    <TableHead>
      <TableRow aria-rowindex={1}>
        {withDetails && (
          <TableCell scope="col" sx={narrowHeaderCell}>
            <span style={visuallyHidden}>Details</span>
          </TableCell>
        )}
        {numbered && (
          <TableCell scope="col" sx={narrowHeaderCell}>
            #
          </TableCell>
        )}
        {columns.map((column) => {
          const tableColumn = table?.getColumn(column.id);
          return (
            <SortHeaderCell
              key={column.id}
              columnId={column.id}
              header={column.header}
              width={column.width}
              sorted={tableColumn?.getIsSorted() ?? false}
              onSort={tableColumn?.getCanSort() ? sort : undefined}
            />
          );
        })}
      </TableRow>
    </TableHead>
  );
}
