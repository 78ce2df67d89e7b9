import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { focusRing } from './focusRing';
import type { MenuHead } from '../../site/menuHeads';

const loadPopup = () => import('./GroupMenuPopup');
const GroupMenuPopup = lazy(loadPopup);

/**
 * One menu of the header on a wide screen: a button that opens the group's links (ArrowDown on the button opens
 * it too). The menu's code is fetched when a pointer or the keyboard first reaches a menu button.
 */
export function GroupMenu({ group }: { group: MenuHead }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const open = anchor !== null;
  const buttonId = `menu-button-${group.id}`;
  const menuId = `menu-${group.id}`;

  const openAt = (button: HTMLElement) => {
    setUsed(true);
    setAnchor(button);
  };

  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openAt(event.currentTarget);
  };

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => openAt(event.currentTarget)}
        onKeyDown={openFromKeyboard}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        sx={{ color: 'text.primary', fontWeight: 600, px: 1, minWidth: 0, ...focusRing }}
      >
        {group.label}
        <span aria-hidden="true" style={{ marginLeft: 4, fontSize: '0.75em' }}>
          ▾
        </span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <GroupMenuPopup groupId={group.id} menuId={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
