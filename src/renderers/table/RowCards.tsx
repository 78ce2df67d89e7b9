import type { TableColumn } from '../../engine/config/format';
import { cellText, columnId } from './cellValue';
import { detailColumnsWithValues, rowName } from './columnLayout';
import { RowDetailToggle } from '../../ui/table/RowDetailToggle';
import { RowDetailList } from './RowDetail';
import type { RowsProps } from './TableRows';
import { TableCellView } from './TableCellView';
import type { SortDirection, SortState } from './sortRows';
import Box from '@mui/material/Box';
import { focusRing } from '../../ui/table/tableStyles';

// Each card lists its values as labelled lines, the label beside the value; its detail opens under a button.
const cardStyles = {
  '& > label': { display: 'flex', alignItems: 'center', gap: 1, mb: 1, typography: 'body2' },
  '& select': { font: 'inherit', minHeight: 28, maxWidth: '100%', ...focusRing },
  '& > ul': { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 },
  '& li': { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1, justifyItems: 'start' },
  '& li > dl': { width: '100%' },
  '& li > dl:first-of-type': {
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
    gap: '4px 12px',
    m: 0,
    '& dt': { typography: 'body2', color: 'text.secondary', fontWeight: 600 },
    '& dd': { typography: 'body2', m: 0, overflowWrap: 'anywhere' },
  },
} as const;

interface RowCardsProps extends RowsProps {
  /** The table's name, now the list's. */
  label: string;
  /** How many rows the table pages through (one row needs no sorting). */
  rowCount: number;
  /** A filter that matches nothing leaves no empty list behind (its status line says so). */
  hidden: boolean;
  sort: SortState | undefined;
  onSortChange: (sort: SortState | undefined) => void;
}

const AS_LISTED = '';
const directionWords: Record<SortDirection, string> = { asc: 'ascending', desc: 'descending' };

/** A card has no column headers to click: the same sorts (002 §2.2), as one labelled select. */
function CardSort({ columns, sort, onSortChange }: { columns: readonly TableColumn[]; sort: SortState | undefined; onSortChange: RowCardsProps['onSortChange'] }) {
  const value = sort ? `${sort.direction}:${sort.columnId}` : AS_LISTED;
  const choose = (chosen: string) => {
    const separator = chosen.indexOf(':');
    if (separator < 0) return onSortChange(undefined);
    onSortChange({ direction: chosen.slice(0, separator) as SortDirection, columnId: chosen.slice(separator + 1) });
  };
  const choices = columns.flatMap((column, index) =>
    (['asc', 'desc'] as const).map((direction) => ({ value: `${direction}:${columnId(column, index)}`, text: `${column.header}, ${directionWords[direction]}` })),
  );
  return (
    <label>
      Sort by
      <select value={value} onChange={(event) => choose(event.target.value)}>
        <option value={AS_LISTED}>As listed</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The table on a phone: each row a card listing its values under their column headers, the detail columns behind
 * a 'Details' button as in the table. Paging, the filter and the download stay as they are around it.
 */
export function RowCards(props: RowCardsProps) {
  const { layout, rows, record, detailIdPrefix, isExpanded, onToggle, label, rowCount, hidden, sort, onSortChange } = props;
  const sortable = layout.shown.filter((column) => column.sortable !== false);
  return (
    <Box sx={cardStyles}>
      {rowCount > 1 && sortable.length > 0 && <CardSort columns={sortable} sort={sort} onSortChange={onSortChange} />}
      <ul aria-label={label} hidden={hidden}>
        {rows.map((row, position) => {
          const detailId = `${detailIdPrefix}-${position}`;
          const values = layout.shown.filter((column) => cellText(column, row, record) !== '');
          const details = detailColumnsWithValues(layout.detail, row, record);
          const open = details.length > 0 && isExpanded(row);
          return (
            <li key={position}>
              <dl>
                {values.map((column, index) => [
                  <dt key={`${columnId(column, index)}-term`}>{column.header}</dt>,
                  <dd key={`${columnId(column, index)}-value`}>
                    <TableCellView column={column} row={row} record={record} />
                  </dd>,
                ])}
              </dl>
              {details.length > 0 && (
                <RowDetailToggle expanded={open} detailId={detailId} rowName={rowName(layout, row, record, position + 1)} onToggle={() => onToggle(row)}>
                  Details
                </RowDetailToggle>
              )}
              {open && <RowDetailList id={detailId} columns={details} row={row} record={record} />}
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
