import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { ResultColumn } from './table/resultColumn';

interface ColumnChooserProps {
  /** Every column of the category, in the table's order. */
  columns: readonly Pick<ResultColumn<unknown>, 'id' | 'header'>[];
  hidden: ReadonlySet<string>;
  onShownChange: (columnId: string, shown: boolean) => void;
}

/** A drawn checkbox: the menu item itself is the checkbox (menuitemcheckbox), so no input is nested in it. */
function CheckMark({ checked }: { checked: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" style={{ flexShrink: 0, marginRight: 8 }}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" fill={checked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
      {checked && <path d="M7 12.5l3.5 3.5L17 8.5" fill="none" stroke="#fff" strokeWidth="2.4" />}
    </svg>
  );
}

/**
 * The results toolbar's Columns button: a menu with a checkbox per column that shows or hides it. The
 * first column names the row and stays; the menu stays open while the reader picks several.
 */
export function ColumnChooser({ columns, hidden, onShownChange }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  const shownCount = columns.length - hidden.size;
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        size="small"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns{hidden.size > 0 ? ` (${shownCount} of ${columns.length})` : ''}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Columns shown', dense: true } }}
      >
        {columns.map((column, index) => {
          const shown = !hidden.has(column.id);
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={shown}
              disabled={index === 0}
              onClick={() => onShownChange(column.id, !shown)}
              sx={{ '& svg': { color: 'primary.main' } }}
            >
              <CheckMark checked={shown} />
              {column.header}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
