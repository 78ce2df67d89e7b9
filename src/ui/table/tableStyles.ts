import { alpha, type Theme } from '@mui/material/styles';
import { TABLE_LINK } from './portalLinks';

export const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/** Class of the body cells of the long tables (results, browse), drawn as plain <td> and styled once by the table. */
export const TABLE_CELL = 'table-cell';

/**
 * Class of a value that may move to the next line only whole: an AGI code, a DOI, an accession, a number. The
 * cells otherwise wrap anywhere, so that one long text cannot widen the table; a code broken in the middle
 * (AT1G0 / 1010) reads as two.
 */
export const WHOLE_VALUE = 'whole-value';

// The body cells' look (as MUI's small table cells look) and the cell links' (the theme's links, underline 'always'),
// set once for the table, not computed per cell: MUI's TableCell computes its styles on every render, which a page of
// 500 rows cannot afford.
export const bodyCellStyles = {
  [`& .${TABLE_CELL}`]: {
    typography: 'body2',
    padding: '6px 16px',
    verticalAlign: 'top',
    textAlign: 'left',
    color: 'text.primary',
    borderBottom: '1px solid',
    borderColor: 'divider',
  },
  [`& .${WHOLE_VALUE}`]: { whiteSpace: 'nowrap' },
  [`& .${TABLE_LINK}`]: {
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    ...focusRing,
  },
} as const;

/** A header cell of the long tables: bold, at the bottom, on one line. */
export const headerCell = { fontWeight: 600, verticalAlign: 'bottom', whiteSpace: 'nowrap' } as const;
