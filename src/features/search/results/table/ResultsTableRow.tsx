import { memo, type Ref } from 'react';
import { TABLE_CELL } from '../../../../ui/table/tableStyles';
import type { Sanitize } from './htmlCells';
import { ResultCell } from './ResultCell';
import type { ResultColumn } from './resultColumn';
import type { ResultsRow } from './useResultsTable';

/** Class names of the results' own cells; ResultsTable styles them once, beside the core's body cell styles. */
export const RESULT_POSITION_CELL = 'results-cell-position';
export const RESULT_CHECKBOX_CELL = 'results-cell-checkbox';

interface ResultsTableRowProps<T extends object> {
  row: ResultsRow<T>;
  /** The row's place in the whole sorted result, from 1. */
  position: number;
  columns: readonly ResultColumn<T>[];
  selectable: boolean;
  selected: boolean;
  /** What the row's checkbox selects, e.g. 'AT1G01010'. */
  label: string;
  /** The HTML sanitiser once loaded (HTML cells show their text until then). */
  sanitize: Sanitize | undefined;
  /** Set on virtualised rows, so the virtualiser can measure the row's real height. */
  measureRef?: Ref<HTMLTableRowElement> | undefined;
  virtualIndex?: number | undefined;
}

/**
 * One result row, drawn with plain <tr>/<td> elements styled by class from the table (MUI's TableRow and TableCell
 * compute their styles per cell on every render, which made a page change of a few hundred cells cost tens of ms).
 * aria-rowindex gives the row's place in the whole result (the header row is 1), so a screen
 * reader says "row 27 of 1,235" even though only one page, or a window of it, is in the document.
 */
function ResultsTableRowView<T extends object>({ row, position, columns, selectable, selected, label, sanitize, measureRef, virtualIndex }: ResultsTableRowProps<T>) {
  return (
    <tr ref={measureRef} data-index={virtualIndex} aria-rowindex={position + 1} data-selected={selected || undefined}>
      <td className={`${TABLE_CELL} ${RESULT_POSITION_CELL}`}>{position}</td>
      {selectable && (
        <td className={`${TABLE_CELL} ${RESULT_CHECKBOX_CELL}`}>
          {/* A native checkbox: a page change mounts one per row, and MUI's costs several times more to mount. */}
          <input type="checkbox" checked={selected} onChange={row.getToggleSelectedHandler()} aria-label={`Select ${label}`} />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={TABLE_CELL} style={column.width === undefined ? undefined : { width: column.width }}>
          <ResultCell column={column} row={row.original} sanitize={sanitize} />
        </td>
      ))}
    </tr>
  );
}

// Ticking one checkbox or moving the virtual window redraws only the rows whose props changed.
export const ResultsTableRow = memo(ResultsTableRowView) as typeof ResultsTableRowView;
