import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo } from 'react';

const count = new Intl.NumberFormat('en-US');

interface SelectionButtonsProps {
  selectedCount: number;
  rowCount: number;
  onSelectAll: () => void;
  onClearSelected: () => void;
}

/**
 * 001 §2.3: Select All takes every row of the result, not only the page; Clear Selected empties the selection.
 * Memoised: a page change leaves it as it is (its handlers are stable).
 */
export const SelectionButtons = memo(function SelectionButtons({ selectedCount, rowCount, onSelectAll, onClearSelected }: SelectionButtonsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button variant="outlined" size="small" onClick={onSelectAll} disabled={rowCount === 0 || selectedCount === rowCount}>
        Select All
      </Button>
      <Button variant="outlined" size="small" onClick={onClearSelected} disabled={selectedCount === 0}>
        Clear Selected
      </Button>
      <Box component="span" role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {`${count.format(selectedCount)} of ${count.format(rowCount)} selected`}
      </Box>
    </Box>
  );
});
