import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import type { BrowseColumn } from './browseColumn';
import type { BrowseTableInstance } from './useBrowseTable';

export const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

const headerCell = { fontWeight: 600, verticalAlign: 'bottom', whiteSpace: 'nowrap' } as const;

interface BrowseTableHeadProps<T extends object> {
  table: BrowseTableInstance<T> | undefined;
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
  return (
    <TableHead>
      <TableRow aria-rowindex={1}>
        {withDetails && (
          <TableCell scope="col" sx={{ ...headerCell, width: '1%' }}>
            <span style={visuallyHidden}>Details</span>
          </TableCell>
        )}
        {numbered && (
          <TableCell scope="col" sx={{ ...headerCell, width: '1%' }}>
            #
          </TableCell>
        )}
        {columns.map((column) => {
          const tableColumn = table?.getColumn(column.id);
          const sorted = tableColumn?.getIsSorted() ?? false;
          const canSort = tableColumn?.getCanSort() ?? false;
          return (
            <TableCell
              key={column.id}
              scope="col"
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              sx={{ ...headerCell, width: column.width }}
            >
              {canSort && tableColumn ? (
                <TableSortLabel
                  active={sorted !== false}
                  direction={sorted === false ? 'asc' : sorted}
                  onClick={tableColumn.getToggleSortingHandler()}
                  sx={{ minHeight: 24, ...focusRing }}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
