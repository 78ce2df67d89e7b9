/**
 * The table of every browse page (002 §2.2, §4): sortable columns (text case-insensitive, numbers numeric,
 * empty values last), rows per page from 25/50/100/250 plus the page's own size, and the loading, error, empty
 * and loaded states. Sorting and paging happen in the browser over every row of the answer.
 *
 *   <BrowseTable
 *     caption="Transposon Families"        // the table's accessible name
 *     state={{ status: 'loaded', rows }}   // or { status: 'loading' } / { status: 'error' }; keep rows stable
 *     columns={familyColumns}              // BrowseColumn<Row>[] (browseColumn.ts); keep it stable too
 *     getRowId={(row) => row.id}
 *     pageSize={350}                       // default 25; added to the per-page choices when not among them
 *     numbered                             // a '#' column: the row's place in the sorted list
 *     details={(row) => <Details />}       // expandable row details, opened by a button per row
 *     rowLabel={(row) => row.title}        // names a row's Details button
 *     cardSortLabel="Sort by column"       // the phone cards' sort select, where the page has a 'Sort by' of its own
 *   />
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useMemo, useRef, type ReactNode } from 'react';
import { usePrintMode } from '../../../engine/print/usePrintMode';
import { usePortalLinks } from '../../../ui/table/portalLinks';
import { bodyCellStyles, focusRing, TABLE_CELL } from '../../../ui/table/tableStyles';
import { TablePager } from '../../../ui/table/TablePager';
import { useRowToggles } from '../../../ui/table/useRowToggles';
import { useNarrowScreen } from '../../../ui/table/useNarrowScreen';
import { useTableCore, type CoreColumn } from '../../../ui/table/useTableCore';
import { VirtualTableBody } from '../../../ui/table/VirtualTableBody';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import type { SortKey } from '../../../ui/table/sortKey';
import { browseSortKey, type BrowseColumn } from './browseColumn';
import { BrowseCards } from './BrowseCards';
import { BrowseTableHead } from './BrowseTableHead';
import { BROWSE_DETAILS_CELL, BrowseTableRow } from './BrowseTableRow';
import { DEFAULT_BROWSE_PAGE_SIZE, EMPTY_TEXT, ERROR_TEXT, LOADING_TEXT, pageSizeChoices, type BrowseTableState } from './browseTableState';

export interface BrowseTableProps<T extends object> {
  caption: string;
  state: BrowseTableState<T>;
  columns: readonly BrowseColumn<T>[];
  getRowId: (row: T) => string;
  pageSize?: number;
  numbered?: boolean;
  details?: (row: T) => ReactNode;
  rowLabel?: (row: T) => string;
  emptyText?: string;
  /** The label of the sort select over the cards on a phone (default 'Sort by'). */
  cardSortLabel?: string;
}

// The browse table's own cells, beside the core's body cells and links; set once for the table, not per cell.
const bodyStyles = {
  ...bodyCellStyles,
  [`& .${TABLE_CELL}`]: { ...bodyCellStyles[`& .${TABLE_CELL}`], overflowWrap: 'anywhere' },
  [`& .${BROWSE_DETAILS_CELL}`]: { bgcolor: 'grey.50', px: 3 },
  // An off-site link's spoken note, and the muted text of a missing value ('No DOI available').
  '& .browse-new-tab': visuallyHidden,
  '& .browse-missing': { color: 'text.secondary' },
} as const;

// A wide table scrolls inside its own box instead of widening the page on a phone. The box is the containing block
// of the visually hidden notes (position: absolute) in its cells, which would otherwise sit out past the page's edge.
const SCROLL_BOX = 'browse-scroll';
const scrollBox = { overflowX: 'auto', maxWidth: '100%', position: 'relative', ...focusRing } as const;

const frameStyles = { display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, [`& .${SCROLL_BOX}`]: scrollBox, ...bodyStyles } as const;

function StateRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <TableBody>
      <TableRow>
        <TableCell colSpan={columnCount}>{children}</TableCell>
      </TableRow>
    </TableBody>
  );
}

const noRows: readonly never[] = [];

// The browse columns' sort keys (browseColumn.ts) are what the core compares.
const toCoreColumns = <T extends object>(columns: readonly BrowseColumn<T>[]): CoreColumn<T, SortKey>[] =>
  columns.map((column) => ({ id: column.id, sortable: column.sortable ?? true, sortKey: (row: T) => browseSortKey(column, row) }));

/**
 * The table's look is set once, on a frame that the table's own changes (a sort, a page, a Details click) do not
 * redraw: MUI works out an sx on every render of its element, and the body styles are many rules.
 */
export function BrowseTable<T extends object>(props: BrowseTableProps<T>) {
  // Links in the table and in the cards go through the router; the frame holds whichever is drawn.
  const frame = useRef<HTMLDivElement>(null);
  usePortalLinks(frame);
  return (
    <Box ref={frame} sx={frameStyles}>
      <BrowseTableContent {...props} />
    </Box>
  );
}

function BrowseTableContent<T extends object>(props: BrowseTableProps<T>) {
  const { caption, state, columns, getRowId, pageSize = DEFAULT_BROWSE_PAGE_SIZE, numbered = false, details, rowLabel } = props;
  const rows = state.status === 'loaded' ? state.rows : (noRows as readonly T[]);
  const coreColumns = useMemo(() => toCoreColumns(columns), [columns]);
  // New rows (a letter filter, another 'Sort by') also drop the column sort: they show in the order the page gave.
  const { table, sorting, pagination, setPageSize } = useTableCore({ rows, columns: coreColumns, getRowId: (row: T) => getRowId(row), pageSize, unsortNewRows: true });
  const { isExpanded, toggle } = useRowToggles();
  // On a phone the rows are cards; paper is wide enough for the table, whatever the screen that printed it.
  const printing = usePrintMode();
  const cards = useNarrowScreen() && !printing;

  const columnCount = columns.length + (details ? 1 : 0) + (numbered ? 1 : 0);
  const loaded = state.status === 'loaded';
  const pageStart = pagination.pageIndex * pagination.pageSize;
  const choices = useMemo(() => pageSizeChoices(pageSize), [pageSize]);
  // The same element while the rows, page and size stay: a sort then leaves the pager as it is drawn.
  const pager = useMemo(
    () => (
      <TablePager
        rowCount={rows.length}
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        pageSizeOptions={choices}
        onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSizeChange={setPageSize}
      />
    ),
    [rows.length, pagination.pageIndex, pagination.pageSize, choices, table, setPageSize],
  );
  const firstColumn = columns[0];
  const labelOf = rowLabel ?? ((row: T) => String(firstColumn?.value(row) ?? ''));

  if (cards && loaded && rows.length > 0) {
    return (
      <>
        <BrowseCards
            caption={caption}
            rows={table.getRowModel().rows}
            columns={columns}
            rowCount={rows.length}
            sortedBy={sorting[0]}
            onSortChange={(sorted) => table.setSorting(sorted ? [sorted] : [])}
            details={details}
            isExpanded={isExpanded}
            onToggle={toggle}
            rowLabel={labelOf}
            firstPosition={numbered ? pageStart + 1 : undefined}
            sortLabel={props.cardSortLabel}
          />
        {rows.length > (choices[0] ?? 0) && pager}
      </>
    );
  }

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <StateRow columnCount={columnCount}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden="true" />
          {LOADING_TEXT}
        </Box>
      </StateRow>
    );
  } else if (state.status === 'error') {
    body = (
      <StateRow columnCount={columnCount}>
        <Box role="alert" sx={{ color: 'error.main' }}>
          {ERROR_TEXT}
        </Box>
      </StateRow>
    );
  } else if (rows.length === 0) {
    body = <StateRow columnCount={columnCount}>{props.emptyText ?? EMPTY_TEXT}</StateRow>;
  } else {
    // Pages of more than 50 rows (350 families, 500 symbols) draw only the rows near the viewport: a sort then
    // redraws a window of rows, not the whole page.
    body = (
      <VirtualTableBody
        rows={table.getRowModel().rows}
        columnCount={columnCount}
        renderRow={(row, index, measure) => {
          // Keyed by place, not by row: after a sort each place shows another row in the same <tr> and cells, whose
          // text and links change, where keys by row would remove the window's rows and build new ones (slower).
          return (
            <BrowseTableRow
              key={pageStart + index}
              row={row.original}
              rowId={row.id}
              columns={columns}
              details={details}
              expanded={isExpanded(row.id)}
              onToggle={toggle}
              label={labelOf(row.original)}
              position={numbered ? pageStart + index + 1 : undefined}
              index={pageStart + index + 1}
              measureRef={measure?.ref}
              virtualIndex={measure?.index}
            />
          );
        }}
      />
    );
  }

  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label={`${caption} (scrollable table)`} className={SCROLL_BOX}>
        <Table size="small" aria-busy={state.status === 'loading'} aria-rowcount={loaded ? rows.length + 1 : undefined}>
          <caption style={visuallyHidden}>{caption}</caption>
          <BrowseTableHead table={loaded ? table : undefined} columns={columns} withDetails={details !== undefined} numbered={numbered} />
          {body}
        </Table>
      </TableContainer>
      {loaded && rows.length > (choices[0] ?? 0) && pager}
    </>
  );
}
