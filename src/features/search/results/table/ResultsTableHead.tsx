import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, type ChangeEvent } from 'react';
import { SortHeaderCell } from '../../../../ui/table/SortHeaderCell';
import { headerCell } from '../../../../ui/table/tableStyles';
import { visuallyHidden } from '../../../../ui/visuallyHidden';
import { isSortable, type ResultColumn } from './resultColumn';

interface ResultsTableHeadProps<T extends object> {
  columns: readonly ResultColumn<T>[];
  selectable: boolean;
  /** The column the rows are sorted by, and which way; none before the first header click. */
  sortedBy: { id: string; desc: boolean } | undefined;
  /** Whether every row, or only some, of the page are selected (the select-all checkbox's state). */
  pageAll: boolean;
  pageSome: boolean;
  /** Stable handlers: the header redraws only when the sort or the page's selection changes, not on a page change. */
  onSort: (columnId: string) => void;
  onSelectPage: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The header row: '#', the page's select-all checkbox, then one sortable header per column. A click sorts
 * ascending, the next descending; aria-sort tells a screen reader which column orders the rows (002 §2.2).
 */
function ResultsTableHeadView<T extends object>({ columns, selectable, sortedBy, pageAll, pageSome, onSort, onSelectPage }: ResultsTableHeadProps<T>) {
  return (
    <TableHead>
      <TableRow aria-rowindex={1}>
        <TableCell scope="col" sx={{ ...headerCell, width: '1%' }}>
          <span aria-hidden="true">#</span>
          <span style={visuallyHidden}>Row number</span>
        </TableCell>
        {selectable && (
          <TableCell scope="col" padding="checkbox" sx={headerCell}>
            <Checkbox
              size="small"
              checked={pageAll}
              indeterminate={!pageAll && pageSome}
              onChange={onSelectPage}
              slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const sorted = sortedBy?.id === column.id ? (sortedBy.desc ? 'desc' : 'asc') : false;
          return (
            <SortHeaderCell
              key={column.id}
              columnId={column.id}
              header={column.header}
              width={column.width}
              sorted={sorted}
              onSort={isSortable(column) ? onSort : undefined}
            />
          );
        })}
      </TableRow>
    </TableHead>
  );
}

export const ResultsTableHead = memo(ResultsTableHeadView) as typeof ResultsTableHeadView;
