import type { CSSProperties } from 'react';

/** Text for screen readers only: present in the accessible name, invisible on screen. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
