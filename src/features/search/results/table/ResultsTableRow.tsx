import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, type Ref } from 'react';
import { ResultCell } from './ResultCell';
import type { ResultColumn } from './resultColumn';
import type { ResultsRow } from './useResultsTable';

const bodyCell = { verticalAlign: 'top' } as const;

interface ResultsTableRowProps<T extends object> {
  row: ResultsRow<T>;
  /** The row's place in the whole sorted result, from 1. */
  position: number;
  columns: readonly ResultColumn<T>[];
  selectable: boolean;
  selected: boolean;
  /** What the row's checkbox selects, e.g. 'AT1G01010'. */
  label: string;
  /** Set on virtualised rows, so the virtualiser can measure the row's real height. */
  measureRef?: Ref<HTMLTableRowElement> | undefined;
  virtualIndex?: number | undefined;
}

/**
 * One result row. aria-rowindex gives the row's place in the whole result (the header row is 1), so a screen
 * reader says "row 27 of 1,235" even though only one page, or a window of it, is in the document.
 */
function ResultsTableRowView<T extends object>({ row, position, columns, selectable, selected, label, measureRef, virtualIndex }: ResultsTableRowProps<T>) {
  return (
    <TableRow ref={measureRef} data-index={virtualIndex} aria-rowindex={position + 1} selected={selected}>
      <TableCell sx={{ ...bodyCell, color: 'text.secondary' }}>{position}</TableCell>
      {selectable && (
        <TableCell padding="checkbox" sx={bodyCell}>
          <Checkbox size="small" checked={selected} onChange={row.getToggleSelectedHandler()} slotProps={{ input: { 'aria-label': `Select ${label}` } }} />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell key={column.id} sx={{ ...bodyCell, width: column.width }}>
          <ResultCell column={column} row={row.original} />
        </TableCell>
      ))}
    </TableRow>
  );
}

// Ticking one checkbox or moving the virtual window redraws only the rows whose props changed.
export const ResultsTableRow = memo(ResultsTableRowView) as typeof ResultsTableRowView;
