import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { FieldOfKind } from '../../engine/config/format';
import { usePrintMode } from '../../engine/print/usePrintMode';
import type { RendererProps } from '../../engine/rendererProps';
import { asList } from '../../engine/paths';
import { EmptyText } from '../../ui/EmptyText';
import { useRowToggles } from '../../ui/table/useRowToggles';
import { columnLayout } from './columnLayout';
import { DownloadTsvButton } from './DownloadTsvButton';
import { LazyRowCards } from './lazyRowCards';
import { HEADER_LINE, SCROLL_BOX, tableStyles } from './tableStyles';
import { TableHeader } from './TableHeader';
import { TableRows } from './TableRows';
import { TablePager } from '../../ui/table/TablePager';
import { useNarrowScreen } from '../../ui/table/useNarrowScreen';
import { PAGE_SIZES, useTableView } from './useTableView';
import { ViewAllButton } from './ViewAllButton';

export { DOWNLOAD_TSV_TEXT } from './DownloadTsvButton';

// A table longer than the largest page (002 §9: 50 rows) gets a filter box; its code loads only with such a table.
export const FILTER_ABOVE = 50;
const TableRowFilter = lazy(() => import('./TableRowFilter').then((module) => ({ default: module.TableRowFilter })));

// One to three rows are read at a glance (and copied as easily): 'Download TSV' is offered from four rows on.
export const DOWNLOAD_ABOVE = 3;

const count = new Intl.NumberFormat('en-US');

/** A capped table says how many rows there are in all, not only how many it pages through ('15 of 22 shown'). */
export const shownOfAll = (shown: number, all: number) => `${count.format(shown)} of ${count.format(all)} shown`;

interface TableViewProps {
  field: FieldOfKind<'table'>;
  rows: readonly unknown[];
  record: unknown;
}

function TableView({ field, rows, record }: TableViewProps) {
  const printing = usePrintMode();
  // Paper is wide enough for the table layout, whatever the screen that printed it.
  const cards = useNarrowScreen() && !printing;
  const [kept, setKept] = useState<ReadonlySet<unknown>>();
  const view = useTableView(field, rows, record, kept, printing);
  const { columns } = field;
  const layout = useMemo(() => columnLayout(columns), [columns]);
  const { isExpanded, toggle: onToggle } = useRowToggles<unknown>();
  const tableId = useId();
  const rowsProps = { layout, rows: view.pageRows, record, detailIdPrefix: `${tableId}-detail`, isExpanded, onToggle };

  const downloadTsv = () => void import('./downloadTableTsv').then((module) => module.downloadTableTsv(field, view.orderedRows, record));
  const filtered = rows.length > FILTER_ABOVE;
  const downloadable = rows.length > DOWNLOAD_ABOVE && !printing;

  return (
    <Box sx={tableStyles}>
      {(filtered || downloadable) && (
        <div className={HEADER_LINE}>
          {filtered && (
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Suspense>
                <TableRowFilter field={field} rows={rows} record={record} onChange={setKept} />
              </Suspense>
            </Box>
          )}
          {downloadable && <DownloadTsvButton onDownload={downloadTsv} />}
        </div>
      )}
      {cards ? (
        <Suspense fallback={<Skeleton variant="rounded" height={120} aria-hidden="true" />}>
          <LazyRowCards {...rowsProps} label={field.label} rowCount={view.rowCount} hidden={view.rowCount === 0} sort={view.sort} onSortChange={view.onSortChange} />
        </Suspense>
      ) : (
        // A table still too wide for its box (a tablet, a zoomed page) scrolls inside it instead of widening the
        // page. When the filter matches nothing, its status line says so in place of an empty table.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus (axe scrollable-region-focusable)
        <div hidden={view.rowCount === 0} tabIndex={0} role="region" aria-label={`${field.label} (scrollable table)`} className={SCROLL_BOX}>
          <Table size="small" aria-label={field.label}>
            <TableHeader columns={layout.shown} withToggles={layout.detail.length > 0 && !printing} sort={view.sort} onSort={view.onSort} />
            <TableRows {...rowsProps} printing={printing} />
          </Table>
        </div>
      )}
      {view.paged && (
        <TablePager
          rowCount={view.rowCount}
          pageIndex={view.page}
          pageSize={view.pageSize}
          pageSizeOptions={PAGE_SIZES}
          onPageChange={view.onPageChange}
          onPageSizeChange={view.onPageSizeChange}
        />
      )}
      {(view.cutOff || (field.viewAll?.always && !printing)) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          {view.cutOff && (
            <Typography variant="body2" component="span" sx={{ mr: 1 }}>
              {shownOfAll(view.rowCount, view.orderedRows.length)}
            </Typography>
          )}
          {!printing && <ViewAllButton viewAll={field.viewAll} record={record} onShowAll={view.showAllRows} />}
        </Box>
      )}
    </Box>
  );
}

/**
 * A sortable, paginated table with a TSV download (002 §2.2, §2.4, §9); no rows shows the empty text instead.
 * Columns marked `detail` open under their row; on a phone the rows are cards.
 */
export function DataTable({ field, value, record }: RendererProps<'table'>) {
  const rows = useMemo(() => asList(value).filter((row) => row !== null && row !== undefined), [value]);
  if (rows.length === 0 || !Array.isArray(field.columns) || field.columns.length === 0) return <EmptyText text={field.empty} />;
  return <TableView field={field} rows={rows} record={record} />;
}
