import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { cardOrder } from './cardOrder';
import { checkboxTarget, focusRing, rowToggleStyles } from './tableStyles';

/** What a card needs of a table column: its id, its header (the value's label) and whether it sorts. */
export interface CardColumn {
  id: string;
  header: string;
  sortable: boolean;
}

/** The column the rows are sorted by, and which way (TanStack's sorting entry). */
export interface CardSorting {
  id: string;
  desc: boolean;
}

/** A row as the table core gives it: its id and its record. */
export interface CardRow {
  id: string;
  original: unknown;
}

export interface CardListProps<R extends CardRow, C extends CardColumn> {
  /** The table's name, now the list's. */
  label: string;
  /** The rows of the current page only: a card list draws no more than the table would. */
  rows: readonly R[];
  /** The table's visible columns in its order; the first that is not a number is the row's identifier. */
  columns: readonly C[];
  cell: (column: C, row: R['original']) => ReactNode;
  /** Whether a row has nothing in a column: a card leaves the line out instead of showing an empty label. */
  isEmpty: (column: C, row: R['original']) => boolean;
  sortedBy: CardSorting | undefined;
  onSortChange: (sorting: CardSorting | undefined) => void;
  /** Whether to offer the sort (one row, or none yet, needs none). */
  sortable: boolean;
  /** The sort select's label: 'Sort by' unless the page has a 'Sort by' of its own. */
  sortLabel?: string;
  /** For a numbered table ('#'): the number of the page's first row; each card then shows its number. */
  firstPosition?: number;
  /** The row's controls (its selection checkbox, its Details button), drawn at the top of its card. */
  actions?: (row: R) => ReactNode;
  /** What opens under a card (a row's details), or nothing. */
  below?: (row: R) => ReactNode;
  isSelected?: (rowId: string) => boolean;
}

const UNSORTED = '';

// A card's values are labelled lines, the label beside the value; the identifier, name and description lead.
const cardStyles = {
  '& > label': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1, typography: 'body2' },
  '& select': { font: 'inherit', minHeight: 32, maxWidth: '100%', ...focusRing },
  '& > ul': { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 },
  '& li': { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1, minWidth: 0 },
  '& li[data-selected]': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& .card-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& .card-actions input[type=checkbox]': checkboxTarget,
  '& .card-position': { typography: 'body2', color: 'text.secondary', fontWeight: 600 },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
    gap: '4px 12px',
    m: 0,
    '& dt': { typography: 'body2', color: 'text.secondary', fontWeight: 600, overflowWrap: 'anywhere' },
    '& dd': { typography: 'body2', m: 0, minWidth: 0, overflowWrap: 'anywhere' },
  },
  ...rowToggleStyles,
} as const;

/** A card has no column headers to click: the same sorts, as one labelled select of column and direction. */
function CardSort<C extends CardColumn>({ label, columns, sortedBy, onSortChange }: { label: string } & Pick<CardListProps<CardRow, C>, 'columns' | 'sortedBy' | 'onSortChange'>) {
  const value = sortedBy ? `${sortedBy.desc ? 'desc' : 'asc'}:${sortedBy.id}` : UNSORTED;
  const choose = (chosen: string) => {
    const separator = chosen.indexOf(':');
    if (separator < 0) return onSortChange(undefined);
    onSortChange({ id: chosen.slice(separator + 1), desc: chosen.slice(0, separator) === 'desc' });
  };
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => choose(event.target.value)}>
        <option value={UNSORTED}>As listed</option>
        {columns
          .filter((column) => column.sortable)
          .flatMap((column) => [
            <option key={`asc:${column.id}`} value={`asc:${column.id}`}>{`${column.header}, ascending`}</option>,
            <option key={`desc:${column.id}`} value={`desc:${column.id}`}>{`${column.header}, descending`}</option>,
          ])}
      </select>
    </label>
  );
}

/**
 * The rows of a results or browse table on a phone: one card per row, its identifier, name and description first,
 * then the other columns as label and value; the row's checkbox and Details button stay on the card.
 */
export function CardList<R extends CardRow, C extends CardColumn>(props: CardListProps<R, C>) {
  const { label, rows, cell, isEmpty, sortedBy, onSortChange, actions, below, isSelected, firstPosition } = props;
  const columns = cardOrder(props.columns);
  return (
    <Box sx={cardStyles}>
      {props.sortable && columns.some((column) => column.sortable) && <CardSort label={props.sortLabel ?? 'Sort by'} columns={columns} sortedBy={sortedBy} onSortChange={onSortChange} />}
      <ul aria-label={label}>
        {rows.map((row, index) => (
          <li key={row.id} data-selected={isSelected?.(row.id) || undefined}>
            {(actions || firstPosition !== undefined) && (
              <div className="card-actions">
                {firstPosition !== undefined && <span className="card-position">{`#${firstPosition + index}`}</span>}
                {actions?.(row)}
              </div>
            )}
            <dl>
              {columns
                .filter((column) => !isEmpty(column, row.original))
                .map((column) => [
                  <dt key={`${column.id}-term`}>{column.header}</dt>,
                  <dd key={`${column.id}-value`}>{cell(column, row.original)}</dd>,
                ])}
            </dl>
            {below?.(row)}
          </li>
        ))}
      </ul>
    </Box>
  );
}
