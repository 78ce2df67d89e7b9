/**
 * The results table of /results (001 §2.3): client-side sorting, paging (25/50/100/250 per page), row selection
 * across pages, typed cells (001 §3.2) and long pages drawn through a virtual window.
 *
 *   <ResultsTable
 *     rows={docs}                         // every doc of the result; keep the array stable between renders
 *     columns={geneColumns}               // ResultColumn<Doc>[] (resultColumn.ts); keep it stable too
 *     hiddenColumns={hidden}              // ReadonlySet<string> of column ids not drawn (the Columns menu's choice)
 *     getRowId={(doc) => doc.id}
 *     caption="Search Results - Genes"    // the table's accessible name
 *     selectable                          // adds the checkbox column and Select All / Clear Selected
 *     selectedIds={ids}                   // ReadonlySet<string> of row ids; omit to let the table keep its own
 *     onSelectionChange={setIds}          // (ids: ReadonlySet<string>) => void
 *     pageSizeOptions={[25, 50, 100, 250]} initialPageSize={25}
 *     rowLabel={(doc) => doc.gene_name}   // names each row's checkbox ("Select AT1G01010"); default: first column
 *     emptyText="No data available"
 *     handleRef={tableRef}                // ResultsTableHandle: sortedRows(), selectedRows() in on-screen order
 *     view={{ initialSorting, initialPageIndex, onViewChange }}   // optional: start from a view and hear of changes
 *   />
 *
 * Downloads use rowsToDelimited(handle.sortedRows() or handle.selectedRows(), columns, …) from exportRows.ts,
 * which writes through the core's delimited-text writer (src/ui/table/delimitedText.ts).
 */
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { usePrintMode } from '../../../../engine/print/usePrintMode';
import { usePortalLinks } from '../../../../ui/table/portalLinks';
import { bodyCellStyles, checkboxTarget, focusRing, TABLE_CELL } from '../../../../ui/table/tableStyles';
import { TablePager } from '../../../../ui/table/TablePager';
import { useNarrowScreen } from '../../../../ui/table/useNarrowScreen';
import { VirtualTableBody } from '../../../../ui/table/VirtualTableBody';
import { visuallyHidden } from '../../../../ui/visuallyHidden';
import { cellText } from './cellText';
import { useSanitizer } from './htmlCells';
import { RESULT_MORE, RESULT_WRAP } from './PreviewedList';
import { ResultCards } from './ResultCards';
import { RESULT_HTML } from './ResultCell';
import type { ResultColumn } from './resultColumn';
import { ResultsTableHead } from './ResultsTableHead';
import { RESULT_CHECKBOX_CELL, RESULT_POSITION_CELL, ResultsTableRow } from './ResultsTableRow';
import { SelectionButtons } from './SelectionButtons';
import { useResultsTable, type ResultsTableState } from './useResultsTable';

export const RESULTS_PAGE_SIZES = [25, 50, 100, 250] as const;
export const DEFAULT_RESULTS_PAGE_SIZE = 25;
export const DEFAULT_EMPTY_TEXT = 'No data available';

/** What the page around the table asks of it when the reader downloads. */
export interface ResultsTableHandle<T> {
  /** Every row of the result in the on-screen (sorted) order. */
  sortedRows: () => T[];
  /** The selected rows in the on-screen order. */
  selectedRows: () => T[];
}

export interface ResultsTableProps<T extends object> {
  rows: readonly T[];
  columns: readonly ResultColumn<T>[];
  /** Ids of columns the reader hid; they still sort (a sort in the address) and still download. */
  hiddenColumns?: ReadonlySet<string>;
  getRowId: (row: T) => string;
  caption: string;
  selectable?: boolean;
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: ReadonlySet<string>) => void;
  pageSizeOptions?: readonly number[];
  initialPageSize?: number;
  rowLabel?: (row: T) => string;
  emptyText?: string;
  handleRef?: Ref<ResultsTableHandle<T>>;
  /** The sort and page to start from, and a callback told of each change (the results page's address). */
  view?: ResultsTableState<T>['view'];
}

const noSelection: ReadonlySet<string> = new Set();

// A wide table scrolls inside its own box; shadows at the edges that still hide columns say so. The covers
// ('local') travel with the content and hide the shadows ('scroll') once an edge is reached.
const scrollCue = {
  overflowX: 'auto',
  maxWidth: '100%',
  background: `linear-gradient(to right, #fff 30%, rgba(255,255,255,0)), linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) 100% 0,
    radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.2), rgba(0,0,0,0)), radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.2), rgba(0,0,0,0)) 100% 0`,
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  ...focusRing,
} as const;

// '+N more' reads as a link inside the list; its focus ring is the other controls'. A 24 px target (WCAG 2.2 AA)
// whose padding overlaps the lines around it, so the line stays as tall as the text's.
const moreButtonStyles = {
  [`& .${RESULT_MORE}`]: {
    display: 'inline-block',
    px: 0,
    py: '2px',
    my: '-2px',
    border: 0,
    bgcolor: 'transparent',
    font: 'inherit',
    color: 'primary.main',
    textDecoration: 'underline',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ...focusRing,
  },
};

// The results' own cells, beside the core's body cells and links; set once for the table, not computed per cell.
const resultCellStyles = {
  ...bodyCellStyles,
  [`& .${RESULT_POSITION_CELL}`]: { color: 'text.secondary', whiteSpace: 'nowrap' },
  [`& .${RESULT_CHECKBOX_CELL}`]: { padding: '6px 4px 6px 12px', width: 48 },
  [`& .${RESULT_CHECKBOX_CELL} input`]: checkboxTarget,
  // At 1280 px every category's columns fit side by side: headers wrap between their words, and text
  // breaks anywhere rather than widen the table; codes and numbers (WHOLE_VALUE) still move only whole.
  // Cells keep 6 px at their sides (the core's keep 16), which leaves room for the annotations' ten columns.
  '& thead th': { whiteSpace: 'normal', px: 0.75 },
  [`& td.${TABLE_CELL}`]: { px: 0.75, overflowWrap: 'anywhere' },
  [`& .${RESULT_WRAP}`]: { overflowWrap: 'anywhere' },
  ...moreButtonStyles,
  // Server HTML, as SafeHtml draws it elsewhere.
  [`& .${RESULT_HTML}`]: {
    overflowWrap: 'anywhere',
    '& a': { color: 'primary.main', textDecoration: 'underline' },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& p:first-of-type': { mt: 0 },
    '& p:last-of-type': { mb: 0 },
  },
  '& tbody tr[data-selected]': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
} as const;

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** Back to Top: the same on every page, so a page change does not redraw it. */
const BackToTop = memo(function BackToTop() {
  return (
    <Button variant="text" size="small" onClick={scrollToTop}>
      Back to Top
    </Button>
  );
});

export function ResultsTable<T extends object>(props: ResultsTableProps<T>) {
  const { rows, columns, hiddenColumns, getRowId, caption, selectable = false, pageSizeOptions = RESULTS_PAGE_SIZES, initialPageSize = DEFAULT_RESULTS_PAGE_SIZE } = props;
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<string>>(noSelection);
  const [ownSelectionRows, setOwnSelectionRows] = useState(rows);
  if (ownSelectionRows !== rows) {
    // Without a selection from the page, a new result starts with nothing selected.
    setOwnSelectionRows(rows);
    setOwnSelection(noSelection);
  }
  const selectedIds = props.selectedIds ?? ownSelection;
  const onSelectionChange = props.onSelectionChange ?? setOwnSelection;
  // On a phone the rows are cards; paper is wide enough for the table, whatever the screen that printed it.
  const printing = usePrintMode();
  const cards = useNarrowScreen() && !printing;
  const { table, sorting, pagination, setPageSize } = useResultsTable({ rows, columns, getRowId, selectedIds, onSelectionChange, initialPageSize, view: props.view });
  const container = useRef<HTMLDivElement>(null);
  const cardsContainer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  // The latest table for the stable handlers below (the header and selection buttons are memoised on them).
  const latestTable = useRef(table);
  useLayoutEffect(() => {
    latestTable.current = table;
  });
  const onSort = useCallback((columnId: string) => latestTable.current.getColumn(columnId)?.toggleSorting(), []);
  const onSelectPage = useCallback((event: ChangeEvent<HTMLInputElement>) => latestTable.current.getToggleAllPageRowsSelectedHandler()(event), []);
  const onSelectAll = useCallback(() => latestTable.current.toggleAllRowsSelected(true), []);
  const onClearSelected = useCallback(() => latestTable.current.toggleAllRowsSelected(false, { deselectAll: true }), []);
  const shownColumns = useMemo(() => (hiddenColumns?.size ? columns.filter((column) => !hiddenColumns.has(column.id)) : columns), [columns, hiddenColumns]);
  const sanitize = useSanitizer(useMemo(() => columns.some((column) => column.kind === 'html'), [columns]));
  const onCardSort = useCallback((sorted: { id: string; desc: boolean } | undefined) => latestTable.current.setSorting(sorted ? [sorted] : []), []);
  // Cell links and links inside HTML cells go through the router, in the table and in the cards.
  usePortalLinks(frame);

  useImperativeHandle(props.handleRef, () => ({
    sortedRows: () => table.getPrePaginatedRowModel().rows.map((row) => row.original),
    selectedRows: () => table.getPrePaginatedRowModel().rows.filter((row) => selectedIds.has(row.id)).map((row) => row.original),
  }), [table, selectedIds]);

  // Ids the page kept from elsewhere (an earlier result) are not counted as selected rows of this one.
  const selectedCount = useMemo(() => rows.reduce((count, row) => count + (selectedIds.has(getRowId(row)) ? 1 : 0), 0), [rows, selectedIds, getRowId]);
  const firstColumn = columns[0];
  const rowLabel = props.rowLabel ?? ((row: T) => (firstColumn ? cellText(firstColumn, row) : ''));
  const pageStart = pagination.pageIndex * pagination.pageSize;
  const columnCount = shownColumns.length + (selectable ? 2 : 1);
  const pageRows = table.getRowModel().rows;

  const goToPage = (pageIndex: number) => {
    table.setPageIndex(pageIndex);
    // From the pager under a long page, the new page should start at its top, not its bottom.
    const box = container.current ?? cardsContainer.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Box ref={frame} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {selectable && (
        <SelectionButtons
          selectedCount={selectedCount}
          rowCount={rows.length}
          onSelectAll={onSelectAll}
          onClearSelected={onClearSelected}
        />
      )}
      {cards ? (
        <Box ref={cardsContainer} sx={moreButtonStyles}>
          {rows.length === 0 ? (
            <p>{props.emptyText ?? DEFAULT_EMPTY_TEXT}</p>
          ) : (
            <ResultCards
              caption={caption}
              rows={pageRows}
              columns={shownColumns}
              rowCount={rows.length}
              selectable={selectable}
              selectedIds={selectedIds}
              rowLabel={rowLabel}
              sanitize={sanitize}
              sortedBy={sorting[0]}
              onSortChange={onCardSort}
            />
          )}
        </Box>
      ) : (
      <TableContainer ref={container} tabIndex={0} role="region" aria-label={`${caption} (scrollable table)`} sx={scrollCue}>
        <Table size="small" aria-rowcount={rows.length + 1} sx={resultCellStyles}>
          <caption style={visuallyHidden}>{caption}</caption>
          <ResultsTableHead
            columns={shownColumns}
            selectable={selectable}
            sortedBy={sorting[0]}
            pageAll={table.getIsAllPageRowsSelected()}
            pageSome={table.getIsSomePageRowsSelected()}
            onSort={onSort}
            onSelectPage={onSelectPage}
          />
          {rows.length === 0 ? (
            <TableBody>
              <TableRow>
                <TableCell colSpan={columnCount}>{props.emptyText ?? DEFAULT_EMPTY_TEXT}</TableCell>
              </TableRow>
            </TableBody>
          ) : (
            <VirtualTableBody
              rows={pageRows}
              columnCount={columnCount}
              renderRow={(row, index, measure) => (
                <ResultsTableRow
                  key={row.id}
                  row={row}
                  position={pageStart + index + 1}
                  columns={shownColumns}
                  selectable={selectable}
                  selected={selectable && selectedIds.has(row.id)}
                  label={rowLabel(row.original) || `row ${pageStart + index + 1}`}
                  sanitize={sanitize}
                  measureRef={measure?.ref}
                  virtualIndex={measure?.index}
                />
              )}
            />
          )}
        </Table>
      </TableContainer>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <BackToTop />
        <TablePager
          rowCount={rows.length}
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageChange={goToPage}
          onPageSizeChange={setPageSize}
        />
      </Box>
    </Box>
  );
}
