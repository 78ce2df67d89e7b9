import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// 002 §2.4: link and image boxes are at most 400 px high; longer content scrolls inside the box.
export const MAX_BOX_HEIGHT = 400;

export function ScrollBox({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      // Named apart from the section that holds it, so the two landmarks never share a name.
      aria-label={`${label} (scrollable list)`}
      sx={{
        maxHeight: MAX_BOX_HEIGHT,
        overflowY: 'auto',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
