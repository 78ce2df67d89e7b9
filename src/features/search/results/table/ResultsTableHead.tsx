import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../../../../ui/visuallyHidden';
import type { ResultColumn } from './resultColumn';
import type { ResultsTableInstance } from './useResultsTable';

export const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

const headerCell = { fontWeight: 600, verticalAlign: 'bottom', whiteSpace: 'nowrap' } as const;

interface ResultsTableHeadProps<T extends object> {
  table: ResultsTableInstance<T>;
  columns: readonly ResultColumn<T>[];
  selectable: boolean;
}

/**
 * The header row: '#', the page's select-all checkbox, then one sortable header per column. A click sorts
 * ascending, the next descending; aria-sort tells a screen reader which column orders the rows (002 §2.2).
 */
export function ResultsTableHead<T extends object>({ table, columns, selectable }: ResultsTableHeadProps<T>) {
  const pageAll = table.getIsAllPageRowsSelected();
  const pageSome = table.getIsSomePageRowsSelected();
  return (
    <TableHead>
      <TableRow aria-rowindex={1}>
        <TableCell scope="col" sx={{ ...headerCell, width: '1%' }}>
          <span aria-hidden="true">#</span>
          <span style={visuallyHidden}>Row number</span>
        </TableCell>
        {selectable && (
          <TableCell scope="col" padding="checkbox" sx={headerCell}>
            <Checkbox
              size="small"
              checked={pageAll}
              indeterminate={!pageAll && pageSome}
              onChange={table.getToggleAllPageRowsSelectedHandler()}
              slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const tableColumn = table.getColumn(column.id);
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
