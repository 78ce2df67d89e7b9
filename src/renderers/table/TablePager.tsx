import TablePagination from '@mui/material/TablePagination';
import type { ChangeEvent } from 'react';

// 002 §9: detail tables offer 10, 25 or 50 results per page, 10 by default.
export const PAGE_SIZES = [10, 25, 50];
export const DEFAULT_PAGE_SIZE = 10;

interface TablePagerProps {
  rowCount: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const pagerButtonLabel = (type: 'first' | 'last' | 'next' | 'previous') => `Go to ${type} page`;

/** The results-per-page selector and the page buttons under a table. */
export function TablePager({ rowCount, page, pageSize, onPageChange, onPageSizeChange }: TablePagerProps) {
  return (
    <TablePagination
      component="div"
      count={rowCount}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage="Results per page"
      getItemAriaLabel={pagerButtonLabel}
      showFirstButton
      showLastButton
      onPageChange={(_, nextPage) => onPageChange(nextPage)}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onPageSizeChange(Number(event.target.value))
      }
      slotProps={{ select: { native: true, inputProps: { 'aria-label': 'Results per page' } } }}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
    />
  );
}
