import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { pageRange } from '../../ui/table/pageRange';

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

// A native select and four buttons: everything a pager needs, without the menu and popover machinery of a
// styled select (which would more than double the JavaScript a detail page loads). The detail tables' own look
// (10/25/50, text arrows, a count read out as it changes); the long tables' pager is src/ui/table/TablePager.tsx.
export function TablePager({ rowCount, page, pageSize, onPageChange, onPageSizeChange }: TablePagerProps) {
  const { lastPage, text } = pageRange(rowCount, page, pageSize);
  const pageButton = (label: string, symbol: string, target: number, disabled: boolean) => (
    <Button size="small" aria-label={label} title={label} disabled={disabled} onClick={() => onPageChange(target)} sx={{ minWidth: 36 }}>
      {symbol}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 2, rowGap: 0.5, py: 1, fontSize: 14 }}>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        Results per page
        <Box
          component="select"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number((event.target as HTMLSelectElement).value))}
          sx={{ font: 'inherit', py: 0.25, px: 0.5, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Box>
      </Box>
      <Box component="span" aria-live="polite">
        {text}
      </Box>
      <Box sx={{ display: 'flex' }}>
        {pageButton('Go to first page', '«', 0, page === 0)}
        {pageButton('Go to previous page', '‹', page - 1, page === 0)}
        {pageButton('Go to next page', '›', page + 1, page >= lastPage)}
        {pageButton('Go to last page', '»', lastPage, page >= lastPage)}
      </Box>
    </Box>
  );
}
