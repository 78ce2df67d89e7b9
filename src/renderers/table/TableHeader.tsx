import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TableColumn } from '../../engine/config/format';
import { columnId } from './cellValue';
import type { SortState } from './sortRows';

interface TableHeaderProps {
  columns: readonly TableColumn[];
  sort: SortState | undefined;
  onSort: (columnId: string) => void;
}

/** Column headers; 002 §2.2: every column sorts unless the config says not, with an arrow showing the direction. */
export function TableHeader({ columns, sort, onSort }: TableHeaderProps) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column, index) => {
          const id = columnId(column, index);
          const active = sort?.columnId === id;
          const direction = active ? sort.direction : 'asc';
          return (
            <TableCell
              key={id}
              scope="col"
              aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
              sx={{ fontWeight: 600, whiteSpace: 'nowrap', verticalAlign: 'bottom' }}
            >
              {column.sortable === false ? (
                column.header
              ) : (
                <TableSortLabel
                  active={active}
                  direction={direction}
                  onClick={() => onSort(id)}
                  sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
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
