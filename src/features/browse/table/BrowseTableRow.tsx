import { memo, type ReactNode, type Ref } from 'react';
import { formatQuantity, formatYear } from '../../../ui/format/numbers';
import { RowDetailToggle } from '../../../ui/table/RowDetailToggle';
import { TABLE_CELL, WHOLE_VALUE } from '../../../ui/table/tableStyles';
import type { BrowseColumn } from './browseColumn';

/** Class names of the browse table's own cells; BrowseTable styles them once beside the core's body cells. */
export const BROWSE_DETAILS_CELL = 'browse-details';

interface BrowseTableRowProps<T extends object> {
  row: T;
  rowId: string;
  columns: readonly BrowseColumn<T>[];
  /** The row's details (recent literature), or undefined for a table without them. */
  details: ((row: T) => ReactNode) | undefined;
  expanded: boolean;
  onToggle: (rowId: string) => void;
  /** What the Details button opens, e.g. the publication's title. */
  label: string;
  /** The row's place in the sorted list, from 1, for a numbered table ('#'); undefined otherwise. */
  position: number | undefined;
  /** The row's place in the sorted list, from 1, whatever the numbering (aria-rowindex: the header row is 1). */
  index: number;
  /** Set on rows of a virtual window, so the virtualiser can measure the row's real height. */
  measureRef?: Ref<HTMLTableRowElement> | undefined;
  virtualIndex?: number | undefined;
}

/** A cell's content, in a table row or on a card. */
export function browseCellContent<T extends object>(column: BrowseColumn<T>, row: T): ReactNode {
  if (column.cell) return column.cell(row);
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  // A number moves to the next line only whole.
  if (column.kind === 'number') return <span className={WHOLE_VALUE}>{formatQuantity(value)}</span>;
  if (column.kind === 'year') return <span className={WHOLE_VALUE}>{formatYear(value)}</span>;
  return value;
}

/**
 * One row drawn with plain <tr>/<td> elements, styled by class from the table: MUI's TableRow and TableCell
 * compute their styles per cell on every render, which a page of 500 rows cannot afford. Memoised, so a sort
 * only moves the rows, and a Details click redraws one.
 */
function BrowseTableRowView<T extends object>({ row, rowId, columns, details, expanded, onToggle, label, position, index, measureRef, virtualIndex }: BrowseTableRowProps<T>) {
  const detailsId = `browse-details-${rowId}`;
  return (
    <>
      <tr ref={measureRef} data-index={virtualIndex} aria-rowindex={index + 1}>
        {details && (
          <td className={TABLE_CELL}>
            <RowDetailToggle expanded={expanded} detailId={detailsId} rowName={label} onToggle={() => onToggle(rowId)} />
          </td>
        )}
        {position !== undefined && <td className={TABLE_CELL}>{position}</td>}
        {columns.map((column) => (
          <td key={column.id} className={TABLE_CELL}>
            {browseCellContent(column, row)}
          </td>
        ))}
      </tr>
      {details && expanded && (
        <tr id={detailsId}>
          <td className={`${TABLE_CELL} ${BROWSE_DETAILS_CELL}`} colSpan={columns.length + 1 + (position === undefined ? 0 : 1)}>
            {details(row)}
          </td>
        </tr>
      )}
    </>
  );
}

export const BrowseTableRow = memo(BrowseTableRowView) as typeof BrowseTableRowView;
