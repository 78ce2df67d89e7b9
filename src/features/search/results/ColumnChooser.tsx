import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import type { ColumnMenuProps } from './ColumnMenu';

// The menu (and MUI's popover and modal behind it) loads only when a reader asks for it; hovering or focusing the
// button starts the download early, so it opens at once.
const loadMenu = () => import('./ColumnMenu');
const ColumnMenu = lazy(() => loadMenu().then((module) => ({ default: module.ColumnMenu })));

type ColumnChooserProps = Pick<ColumnMenuProps, 'columns' | 'hidden' | 'onShownChange'>;

/** The results toolbar's Columns button, saying how many columns show while some are hidden, and its menu. */
export function ColumnChooser({ columns, hidden, onShownChange }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const id = useId();
  const open = anchor !== null;
  const shownCount = columns.length - hidden.size;
  const prefetch = () => void loadMenu();
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        size="small"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        Columns{hidden.size > 0 ? ` (${shownCount} of ${columns.length})` : ''}
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <ColumnMenu id={`${id}-menu`} anchor={anchor} onClose={() => setAnchor(null)} columns={columns} hidden={hidden} onShownChange={onShownChange} />
        </Suspense>
      )}
    </>
  );
}
