import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { entryLinkProps } from './entryLinkProps';
import { MenuEntryLabel } from './MenuEntryLabel';
import { menuGroups } from '../../site/menus';

interface GroupMenuPopupProps {
  groupId: string;
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The open menu of one header group. MUI's menu moves between items with the arrow keys, closes on Escape and
 * returns focus to the button. It loads on the first opening of any menu, so pages do not carry it until then.
 */
export default function GroupMenuPopup({ groupId, menuId, buttonId, anchor, onClose }: GroupMenuPopupProps) {
  const entries = menuGroups.find((group) => group.id === groupId)?.entries ?? [];
  return (
    <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
      {entries.map((entry) => (
        <MenuItem key={entry.label} {...entryLinkProps(entry)} onClick={onClose} dense>
          <MenuEntryLabel entry={entry} />
        </MenuItem>
      ))}
    </Menu>
  );
}
