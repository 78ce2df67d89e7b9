import TableCell from '@mui/material/TableCell';
import { memo } from 'react';
import { headerCell, SORT_BUTTON } from './tableStyles';

export type SortedState = false | 'asc' | 'desc';

interface SortHeaderCellProps {
  columnId: string;
  header: string;
  /** A width, or one per breakpoint ({ xs: 64, sm: 100 }). */
  width?: number | string | Readonly<Record<string, number | string>> | undefined;
  sorted: SortedState;
  /** Without it (loading, error, a column that does not sort) the header is plain text. */
  onSort: ((columnId: string) => void) | undefined;
}

/**
 * One column's header in every table (detail, browse, results, downloads): a sort button whose arrow shows the
 * direction, and aria-sort on the sorted column (002 §2.2). Memoised: a sort changes the state of two headers at most
 * (the one sorted before and the one sorted now), and MUI computes a cell's styles on every render.
 */
export const SortHeaderCell = memo(function SortHeaderCell({ columnId, header, width, sorted, onSort }: SortHeaderCellProps) {
  return (
    <TableCell
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      sx={width === undefined ? headerCell : { ...headerCell, width }}
    >
      {onSort ? (
        <button type="button" className={SORT_BUTTON} data-direction={sorted || undefined} onClick={() => onSort(columnId)}>
          {header}
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="m20 12-1.4-1.4-5.6 5.6V4h-2v12.2l-5.6-5.6L4 12l8 8z" />
          </svg>
        </button>
      ) : (
        header
      )}
    </TableCell>
  );
});
