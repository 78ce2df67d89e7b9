import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '../../ui/visuallyHidden';
import type { TableColumn } from '../../engine/config/format';
import { columnId } from './cellValue';
import type { SortState } from './sortRows';

interface TableHeaderProps {
  columns: readonly TableColumn[];
  /** A first column holding the rows' detail buttons. */
  withToggles?: boolean;
  sort: SortState | undefined;
  onSort: (columnId: string) => void;
}

const headerCell = { fontWeight: 600, verticalAlign: 'bottom' } as const;

/** Column headers; 002 §2.2: every column sorts unless the config says not, with an arrow showing the direction. */
export function TableHeader({ columns, withToggles = false, sort, onSort }: TableHeaderProps) {
  return (
    <TableHead>
      <TableRow>
        {withToggles && (
          <TableCell scope="col" sx={{ ...headerCell, width: '1%', pr: 0 }}>
            <span style={visuallyHidden}>Details</span>
          </TableCell>
        )}
        {columns.map((column, index) => {
          const id = columnId(column, index);
          const active = sort?.columnId === id;
          const direction = active ? sort.direction : 'asc';
          return (
            // Headers wrap between words: a long one ('Molecular Weight (Da)') must not widen the table past its card.
            <TableCell key={id} scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined} sx={headerCell}>
              {column.sortable === false ? (
                column.header
              ) : (
                <TableSortLabel
                  active={active}
                  direction={direction}
                  onClick={() => onSort(id)}
                  sx={{ minHeight: 24, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
                >
                  {column.header}
                </TableSortLabel>
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
