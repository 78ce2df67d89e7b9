import TablePagination from '@mui/material/TablePagination';
import { useId } from 'react';

const count = new Intl.NumberFormat('en-US');

interface ResultsPagerProps {
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Results per page (001 §9: 25, 50, 100, 250) and the page buttons, saying e.g. "1–25 of 1,234". The select is
 * the native one: it needs no menu or popover code and works the same with every keyboard and screen reader.
 */
export function ResultsPager({ rowCount, pageIndex, pageSize, pageSizeOptions, onPageChange, onPageSizeChange }: ResultsPagerProps) {
  // The pager labels its select by id only for its own menu select; the native one is tied to the label here.
  const labelId = useId();
  return (
    <TablePagination
      component="div"
      count={rowCount}
      page={pageIndex}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizeOptions}
      onPageChange={(_event, page) => onPageChange(page)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage="Results per page:"
      labelDisplayedRows={({ from, to, count: total }) => `${count.format(from)}–${count.format(to)} of ${count.format(total)}`}
      showFirstButton
      showLastButton
      slotProps={{ select: { native: true, labelId, inputProps: { 'aria-labelledby': labelId } } }}
      // On a phone the label, select, count and four buttons do not fit one line: they wrap instead of widening the page.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, px: 0 } }}
    />
  );
}
