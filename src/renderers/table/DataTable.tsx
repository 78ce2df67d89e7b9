import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { FieldOfKind, TableColumn } from '../../engine/config/format';
import type { RendererProps } from '../../engine/rendererProps';
import { asList } from '../../engine/paths';
import { EmptyText } from '../../ui/EmptyText';
import { cellText, columnId } from './cellValue';
import { saveTextFile } from '../../ui/saveTextFile';
import { TableCellView } from './TableCellView';
import { TableHeader } from './TableHeader';
import { TablePager } from './TablePager';
import { toTsv, tsvFileName } from './toTsv';
import { useTableView } from './useTableView';
import { ViewAllButton } from './ViewAllButton';

export const DOWNLOAD_TSV_TEXT = 'Download TSV';

// A table longer than the largest page (002 §9: 50 rows) gets a filter box; its code loads only with such a table.
export const FILTER_ABOVE = 50;
const TableRowFilter = lazy(() => import('./TableRowFilter').then((module) => ({ default: module.TableRowFilter })));

const count = new Intl.NumberFormat('en-US');

/** A capped table says how many rows there are in all, not only how many it pages through ('15 of 22 shown'). */
export const shownOfAll = (shown: number, all: number) => `${count.format(shown)} of ${count.format(all)} shown`;

/** Long text gets a readable column width; the table then scrolls sideways on a narrow screen instead of squeezing it. */
function minCellWidth(column: TableColumn, row: unknown, record: unknown): string | undefined {
  return cellText(column, row, record).length > 40 ? '14rem' : undefined;
}

interface TableViewProps {
  field: FieldOfKind<'table'>;
  rows: readonly unknown[];
  record: unknown;
}

function TableView({ field, rows, record }: TableViewProps) {
  const [kept, setKept] = useState<ReadonlySet<unknown>>();
  const view = useTableView(field, rows, record, kept);
  const { columns } = field;

  // 002 §2.4: the download holds every row of the value in the current order, not just the page or the limit.
  const downloadTsv = () => {
    const lines = view.orderedRows.map((row) => columns.map((column) => cellText(column, row, record)));
    saveTextFile(tsvFileName(field.download ?? field.label), toTsv(columns.map((column) => column.header), lines), 'text/tab-separated-values;charset=utf-8');
  };

  return (
    <Box>
      {rows.length > FILTER_ABOVE && (
        <Suspense>
          <TableRowFilter field={field} rows={rows} record={record} onChange={setKept} />
        </Suspense>
      )}
      {/* A wide table scrolls inside its own box on a narrow screen instead of widening the page. When the filter
          matches nothing, its status line says so in place of an empty table. */}
      <TableContainer hidden={view.rowCount === 0} tabIndex={0} role="region" aria-label={`${field.label} (scrollable table)`} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label={field.label}>
          <TableHeader columns={columns} sort={view.sort} onSort={view.onSort} />
          <TableBody>
            {view.pageRows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {columns.map((column, index) => (
                  <TableCell key={columnId(column, index)} sx={{ verticalAlign: 'top', minWidth: minCellWidth(column, row, record) }}>
                    <TableCellView column={column} row={row} record={record} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {view.paged && (
        <TablePager
          rowCount={view.rowCount}
          page={view.page}
          pageSize={view.pageSize}
          onPageChange={view.onPageChange}
          onPageSizeChange={view.onPageSizeChange}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        {view.cutOff && (
          <Typography variant="body2" component="span" sx={{ mr: 1 }}>
            {shownOfAll(view.rowCount, view.orderedRows.length)}
          </Typography>
        )}
        {(view.cutOff || field.viewAll?.always) && <ViewAllButton viewAll={field.viewAll} record={record} onShowAll={view.showAllRows} />}
        <Button variant="outlined" size="small" onClick={downloadTsv}>
          {DOWNLOAD_TSV_TEXT}
        </Button>
      </Box>
    </Box>
  );
}

/** A sortable, paginated table with a TSV download (002 §2.2, §2.4, §9); no rows shows the empty text instead. */
export function DataTable({ field, value, record }: RendererProps<'table'>) {
  const rows = useMemo(() => asList(value).filter((row) => row !== null && row !== undefined), [value]);
  if (rows.length === 0 || !Array.isArray(field.columns) || field.columns.length === 0) return <EmptyText text={field.empty} />;
  return <TableView field={field} rows={rows} record={record} />;
}
