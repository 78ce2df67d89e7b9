import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type KeyboardEvent } from 'react';
import { entryLinkProps } from './entryLinkProps';
import { focusRing } from './focusRing';
import { MenuEntryLabel } from './MenuEntryLabel';
import type { MenuGroup } from './menus';

/**
 * One menu of the header on a wide screen: a button that opens the group's links. MUI's menu moves between items
 * with the arrow keys, closes on Escape and returns focus to the button; ArrowDown on the button opens it too.
 */
export function GroupMenu({ group }: { group: MenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const buttonId = `menu-button-${group.id}`;
  const menuId = `menu-${group.id}`;
  const close = () => setAnchor(null);

  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={openFromKeyboard}
        sx={{ color: 'text.primary', fontWeight: 600, px: 1.25, ...focusRing }}
      >
        {group.label}
        <span aria-hidden="true" style={{ marginLeft: 4, fontSize: '0.75em' }}>
          ▾
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {group.entries.map((entry) => (
          <MenuItem key={entry.label} {...entryLinkProps(entry)} onClick={close} dense>
            <MenuEntryLabel entry={entry} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
