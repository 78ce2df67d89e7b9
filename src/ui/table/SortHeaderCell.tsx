import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo } from 'react';
import { focusRing, headerCell } from './tableStyles';

export type SortedState = false | 'asc' | 'desc';

interface SortHeaderCellProps {
  columnId: string;
  header: string;
  width: number | string | undefined;
  sorted: SortedState;
  /** Without it (loading, error, a column that does not sort) the header is plain text. */
  onSort: ((columnId: string) => void) | undefined;
}

const sortLabel = { minHeight: 24, ...focusRing } as const;

/**
 * One column's header in the long tables: a sort label whose arrow shows the direction, and aria-sort on the sorted
 * column (002 §2.2). Memoised: a sort changes the state of two headers at most (the one sorted before and the one
 * sorted now), and MUI computes a cell's styles on every render, so the others are left as they are.
 */
export const SortHeaderCell = memo(function SortHeaderCell({ columnId, header, width, sorted, onSort }: SortHeaderCellProps) {
  return (
    <TableCell
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      sx={width === undefined ? headerCell : { ...headerCell, width }}
    >
      {onSort ? (
        <TableSortLabel active={sorted !== false} direction={sorted === false ? 'asc' : sorted} onClick={() => onSort(columnId)} sx={sortLabel}>
          {header}
        </TableSortLabel>
      ) : (
        header
      )}
    </TableCell>
  );
});
