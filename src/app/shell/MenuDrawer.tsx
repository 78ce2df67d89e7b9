import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { focusRing } from './focusRing';

const MENU_DRAWER_ID = 'site-menu-drawer';

const loadPanel = () => import('./MenuDrawerPanel');
const MenuDrawerPanel = lazy(loadPanel);

/** The header's menus on a narrow screen: one "Menu" button opening a drawer with each group as a fold-out list. */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MENU_DRAWER_ID : undefined}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        sx={focusRing}
      >
        <span aria-hidden="true" style={{ marginRight: 6 }}>
          ☰
        </span>
        Menu
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MenuDrawerPanel id={MENU_DRAWER_ID} open={open} close={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
