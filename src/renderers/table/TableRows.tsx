import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import type { TableColumn } from '../../engine/config/format';
import { cellText, columnId } from './cellValue';
import { detailColumnsWithValues, rowName, type ColumnLayout } from './columnLayout';
import { RowDetailToggle } from '../../ui/table/RowDetailToggle';
import { RowDetailList } from './RowDetail';
import { TableCellView } from './TableCellView';
import { DETAIL_CELL, ROW_OPEN } from './tableStyles';

export interface RowsProps {
  layout: ColumnLayout;
  /** The rows of the current page. */
  rows: readonly unknown[];
  record: unknown;
  /** The ids of the rows' details are this, then the row's place on the page. */
  detailIdPrefix: string;
  isExpanded: (row: unknown) => boolean;
  onToggle: (row: unknown) => void;
}

/** Long text gets a readable column width instead of being squeezed into a sliver beside short columns. */
function minCellWidth(column: TableColumn, row: unknown, record: unknown): string | undefined {
  return cellText(column, row, record).length > 40 ? '12rem' : undefined;
}

/**
 * The body of the table layout: one row per record row, the columns a reader needs first, and, for tables with
 * detail columns, a leading disclosure button that opens the rest in a row beneath. While printing
 * (`printing`), every detail is open and there is no button.
 */
export function TableRows({ layout, rows, record, detailIdPrefix, isExpanded, onToggle, printing }: RowsProps & { printing: boolean }) {
  const toggles = layout.detail.length > 0 && !printing;
  const width = layout.shown.length + (toggles ? 1 : 0);
  return (
    <TableBody>
      {rows.map((row, position) => {
        const detailId = `${detailIdPrefix}-${position}`;
        const details = layout.detail.length > 0 ? detailColumnsWithValues(layout.detail, row, record) : [];
        const open = details.length > 0 && (printing || isExpanded(row));
        return (
          <Fragment key={position}>
            <TableRow className={open ? ROW_OPEN : undefined}>
              {toggles && (
                <TableCell sx={{ width: '1%', verticalAlign: 'top', pr: 0 }}>
                  {details.length > 0 && (
                    <RowDetailToggle expanded={open} detailId={detailId} rowName={rowName(layout, row, record, position + 1)} onToggle={() => onToggle(row)} />
                  )}
                </TableCell>
              )}
              {layout.shown.map((column, index) => (
                <TableCell key={columnId(column, index)} sx={{ verticalAlign: 'top', minWidth: minCellWidth(column, row, record) }}>
                  <TableCellView column={column} row={row} record={record} />
                </TableCell>
              ))}
            </TableRow>
            {open && (
              <TableRow>
                <TableCell colSpan={width} className={DETAIL_CELL}>
                  <RowDetailList id={detailId} columns={details} row={row} record={record} />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </TableBody>
  );
}
