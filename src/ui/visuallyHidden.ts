import type { CSSProperties } from 'react';

/**
 * Text for screen readers only: present in the accessible name, invisible on screen. The sizes are strings: in an MUI
 * `sx` a number up to 1 is a fraction of the parent (width 1 would be 100%), in a style attribute it is pixels.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
