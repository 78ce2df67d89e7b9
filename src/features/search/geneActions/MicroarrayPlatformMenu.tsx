import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MICROARRAY_PLATFORMS, type MicroarrayPlatform } from './geneActionRequests';

interface MicroarrayPlatformMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onChoose: (platform: MicroarrayPlatform) => void;
}

/** 001 §2.4: which array's elements to list; the platform names are the ones the arrays are known by. */
export function MicroarrayPlatformMenu({ anchor, onClose, onChoose }: MicroarrayPlatformMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-label': 'Microarray platform' } }}>
      {MICROARRAY_PLATFORMS.map((platform) => (
        <MenuItem key={platform} onClick={() => onChoose(platform)}>
          {platform}
        </MenuItem>
      ))}
    </Menu>
  );
}
