import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableColumn } from '../../engine/config/format';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { columnId } from './cellValue';
import type { SortState } from './sortRows';
import { focusRing } from './tableStyles';

interface TableHeaderProps {
  columns: readonly TableColumn[];
  /** A first column holding the rows' detail buttons. */
  withToggles?: boolean;
  sort: SortState | undefined;
  onSort: (columnId: string) => void;
}

const SORT_BUTTON = 'table-sort';

// Header cells wrap between words: a long header ('Molecular Weight (Da)') must not widen the table past its card.
// The sort control is a plain button with an arrow: hidden until hovered or focused, shown on the sorted column,
// pointing up for ascending and down for descending.
const headerStyles = {
  '& th': { fontWeight: 600, verticalAlign: 'bottom' },
  [`& .${SORT_BUTTON}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    p: 0,
    border: 0,
    bgcolor: 'transparent',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '& svg': { flexShrink: 0, ml: 0.5, opacity: 0, transition: 'opacity 150ms' },
    '&:hover svg, &:focus-visible svg': { opacity: 0.5 },
    '&[data-direction] svg': { opacity: 1 },
    '&[data-direction="asc"] svg': { transform: 'rotate(180deg)' },
    '&:focus-visible': focusRing,
  },
} as const;

/** Column headers; 002 §2.2: every column sorts unless the config says not, with an arrow showing the direction. */
export function TableHeader({ columns, withToggles = false, sort, onSort }: TableHeaderProps) {
  return (
    <TableHead sx={headerStyles}>
      <TableRow>
        {withToggles && (
          <TableCell scope="col" sx={{ width: '1%', pr: 0 }}>
            <span style={visuallyHidden}>Details</span>
          </TableCell>
        )}
        {columns.map((column, index) => {
          const id = columnId(column, index);
          const direction = sort?.columnId === id ? sort.direction : undefined;
          return (
            <TableCell key={id} scope="col" aria-sort={direction && (direction === 'asc' ? 'ascending' : 'descending')}>
              {column.sortable === false ? (
                column.header
              ) : (
                <button type="button" className={SORT_BUTTON} data-direction={direction} onClick={() => onSort(id)}>
                  {column.header}
                  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
                    <path fill="currentColor" d="m20 12-1.4-1.4-5.6 5.6V4h-2v12.2l-5.6-5.6L4 12l8 8z" />
                  </svg>
                </button>
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
