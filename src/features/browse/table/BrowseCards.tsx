import type { ReactNode } from 'react';
import { CardList } from '../../../ui/table/CardList';
import { RowDetailToggle } from '../../../ui/table/RowDetailToggle';
import type { CoreRow } from '../../../ui/table/useTableCore';
import type { BrowseColumn } from './browseColumn';
import { BROWSE_DETAILS_CELL, browseCellContent } from './BrowseTableRow';

interface BrowseCardsProps<T extends object> {
  caption: string;
  /** The rows of the current page. */
  rows: readonly CoreRow<T>[];
  columns: readonly BrowseColumn<T>[];
  rowCount: number;
  sortedBy: { id: string; desc: boolean } | undefined;
  onSortChange: (sorting: { id: string; desc: boolean } | undefined) => void;
  details: ((row: T) => ReactNode) | undefined;
  isExpanded: (rowId: string) => boolean;
  onToggle: (rowId: string) => void;
  rowLabel: (row: T) => string;
  /** For a numbered table: the number of the page's first row. */
  firstPosition: number | undefined;
  sortLabel: string | undefined;
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** A browse page's rows on a phone (issue 24): a card per row, its details behind a button as in the table. */
export function BrowseCards<T extends object>({ caption, rows, columns, rowCount, sortedBy, onSortChange, details, isExpanded, onToggle, rowLabel, firstPosition, sortLabel }: BrowseCardsProps<T>) {
  const cardColumns = columns.map((column) => ({ ...column, sortable: column.sortable ?? true }));
  return (
    <CardList
      label={caption}
      rows={rows}
      columns={cardColumns}
      cell={(column, row: T) => browseCellContent(column, row)}
      // A column that draws its own cell ('No DOI available') always has something to show.
      isEmpty={(column, row: T) => !column.cell && isBlank(column.value(row))}
      sortable={rowCount > 1}
      sortLabel={sortLabel}
      firstPosition={firstPosition}
      sortedBy={sortedBy}
      onSortChange={onSortChange}
      actions={details && ((row) => <RowDetailToggle expanded={isExpanded(row.id)} detailId={`browse-card-details-${row.id}`} rowName={rowLabel(row.original)} onToggle={() => onToggle(row.id)}>Details</RowDetailToggle>)}
      below={
        details &&
        ((row) =>
          isExpanded(row.id) && (
            <div id={`browse-card-details-${row.id}`} className={BROWSE_DETAILS_CELL}>
              {details(row.original)}
            </div>
          ))
      }
    />
  );
}
