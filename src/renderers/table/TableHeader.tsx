import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableColumn } from '../../engine/config/format';
import { SortHeaderCell } from '../../ui/table/SortHeaderCell';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { columnId } from './cellValue';
import type { SortState } from './sortRows';

interface TableHeaderProps {
  columns: readonly TableColumn[];
  /** A first column holding the rows' detail buttons. */
  withToggles?: boolean;
  sort: SortState | undefined;
  onSort: (columnId: string) => void;
}

/** Column headers; 002 §2.2: every column sorts unless the config says not, with an arrow showing the direction. */
export function TableHeader({ columns, withToggles = false, sort, onSort }: TableHeaderProps) {
  return (
    <TableHead>
      <TableRow>
        {withToggles && (
          <TableCell scope="col" sx={{ width: '1%', pr: 0 }}>
            <span style={visuallyHidden}>Details</span>
          </TableCell>
        )}
        {columns.map((column, index) => {
          const id = columnId(column, index);
          return (
            <SortHeaderCell
              key={id}
              columnId={id}
              header={column.header}
              sorted={sort?.columnId === id ? sort.direction : false}
              onSort={column.sortable === false ? undefined : onSort}
            />
          );
        })}
      </TableRow>
    </TableHead>
  );
}
