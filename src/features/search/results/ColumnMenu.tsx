import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ResultColumn } from './table/resultColumn';

export interface ColumnMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
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
 * The Columns menu: a checkbox per column that shows or hides it. The first column names the row and stays; the menu
 * stays open while the reader picks several. Its own chunk (the menu machinery of MUI), loaded when asked for.
 */
export function ColumnMenu({ id, anchor, onClose, columns, hidden, onShownChange }: ColumnMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-label': 'Columns shown', dense: true } }}>
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
  );
}
