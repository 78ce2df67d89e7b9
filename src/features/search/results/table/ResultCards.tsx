import { useMemo } from 'react';
import { CardList, type CardSorting } from '../../../../ui/table/CardList';
import { cellText } from './cellText';
import type { Sanitize } from './htmlCells';
import { ResultCell } from './ResultCell';
import { isSortable, type ResultColumn } from './resultColumn';
import type { ResultsRow } from './useResultsTable';

interface ResultCardsProps<T extends object> {
  caption: string;
  /** The rows of the current page. */
  rows: readonly ResultsRow<T>[];
  /** The table's columns: a column the table leaves out, the cards leave out too. */
  columns: readonly ResultColumn<T>[];
  rowCount: number;
  selectable: boolean;
  selectedIds: ReadonlySet<string>;
  rowLabel: (row: T) => string;
  sanitize: Sanitize | undefined;
  sortedBy: CardSorting | undefined;
  onSortChange: (sorting: CardSorting | undefined) => void;
}

/** The results of one page on a phone (issue 24): a card per row with its checkbox, sorted from a select. */
export function ResultCards<T extends object>({ caption, rows, columns, rowCount, selectable, selectedIds, rowLabel, sanitize, sortedBy, onSortChange }: ResultCardsProps<T>) {
  const cardColumns = useMemo(() => columns.map((column) => ({ id: column.id, header: column.header, sortable: isSortable(column), column })), [columns]);
  return (
    <CardList
      label={caption}
      rows={rows}
      columns={cardColumns}
      cell={({ column }, row: T) => <ResultCell column={column} row={row} sanitize={sanitize} />}
      isEmpty={({ column }, row: T) => cellText(column, row) === ''}
      sortable={rowCount > 1}
      sortedBy={sortedBy}
      onSortChange={onSortChange}
      isSelected={(rowId) => selectable && selectedIds.has(rowId)}
      actions={
        selectable
          ? (row) => <input type="checkbox" checked={selectedIds.has(row.id)} onChange={row.getToggleSelectedHandler()} aria-label={`Select ${rowLabel(row.original) || row.id}`} />
          : undefined
      }
    />
  );
}
