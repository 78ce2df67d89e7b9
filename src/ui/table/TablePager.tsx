import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, type ChangeEvent } from 'react';
import { pageRange } from './pageRange';
import { focusRing } from './tableStyles';

interface TablePagerProps {
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

// Chevrons for the four page buttons (first, previous, next, last), drawn on a 24-unit grid.
const arrows = {
  first: 'M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z',
  previous: 'M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z',
  next: 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z',
  last: 'M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z',
} as const;

const selectStyle = {
  font: 'inherit',
  minHeight: 32,
  padding: '2px 6px',
  borderRadius: 1,
  border: '1px solid',
  borderColor: 'grey.500',
  backgroundColor: 'background.paper',
  ...focusRing,
} as const;

// MUI's Button, which every page already loads, in place of IconButton and SvgIcon, which only the pager would bring.
const pageButton = { minWidth: 32, minHeight: 32, p: 0.5, borderRadius: '50%', color: 'text.secondary', ...focusRing } as const;

/**
 * The pager of every table: results per page (001 §9, 002 §2.2: 25, 50, 100, 250; a detail table's 10, 25, 50) and
 * the page buttons, saying e.g. "1–25 of 1,234". Built from a native select and four buttons rather than MUI's
 * TablePagination, which brings tooltips, popper, menu and modal code (about 30 KB gzip) into every route with a
 * table for a select that is native anyway. The native select works the same with every keyboard and screen reader.
 */
export function TablePager({ rowCount, pageIndex, pageSize, pageSizeOptions, onPageChange, onPageSizeChange }: TablePagerProps) {
  const selectId = useId();
  const { lastPage, text } = pageRange(rowCount, pageIndex, pageSize);
  const button = (label: string, arrow: keyof typeof arrows, target: number, disabled: boolean) => (
    <Button aria-label={label} title={label} onClick={() => onPageChange(target)} disabled={disabled} size="small" sx={pageButton}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d={arrows[arrow]} />
      </svg>
    </Button>
  );
  return (
    // On a phone the label, select, count and four buttons do not fit one line: they wrap instead of widening the page.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 2, rowGap: 0.5, py: 1, fontSize: '0.875rem' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <label htmlFor={selectId}>Results per page:</label>
        <Box
          component="select"
          id={selectId}
          value={pageSize}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onPageSizeChange(Number(event.target.value))}
          sx={selectStyle}
        >
          {pageSizeOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Box>
      </Box>
      {/* Read out as it changes: a page or size change moves the focus nowhere, so this says what happened. */}
      <Box component="p" aria-live="polite" sx={{ m: 0 }}>
        {text}
      </Box>
      {/* A group, not a navigation landmark: a record page holds several tables, and landmarks must differ by name. */}
      <Box role="group" aria-label="Result pages" sx={{ display: 'flex', gap: 0.5 }}>
        {button('Go to first page', 'first', 0, pageIndex === 0)}
        {button('Go to previous page', 'previous', pageIndex - 1, pageIndex === 0)}
        {button('Go to next page', 'next', pageIndex + 1, pageIndex >= lastPage)}
        {button('Go to last page', 'last', lastPage, pageIndex >= lastPage)}
      </Box>
    </Box>
  );
}
