import { alpha, type Theme } from '@mui/material/styles';
import { TABLE_LINK } from './portalLinks';

export const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/** Class of the body cells of the long tables (results, browse), drawn as plain <td> and styled once by the table. */
export const TABLE_CELL = 'table-cell';

/** Class of the sort buttons; every table styles them once with sortButtonStyles (no style computed per header). */
export const SORT_BUTTON = 'table-sort';

// The sort control of every table is a plain button with an arrow: hidden until hovered or focused, shown on the
// sorted column, pointing up for ascending and down for descending (002 §2.2: "an arrow icon shows the state").
export const sortButtonStyles = {
  [`& .${SORT_BUTTON}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    p: 0,
    border: 0,
    bgcolor: 'transparent',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '& svg': { flexShrink: 0, ml: 0.5, opacity: 0, transition: 'opacity 150ms' },
    '&:hover svg, &:focus-visible svg': { opacity: 0.5 },
    '&[data-direction] svg': { opacity: 1 },
    '&[data-direction="asc"] svg': { transform: 'rotate(180deg)' },
    ...focusRing,
  },
} as const;

/** Class of the row-detail buttons (RowDetailToggle); every table styles them once with rowToggleStyles. */
export const ROW_TOGGLE = 'table-row-toggle';

export const rowToggleStyles = {
  // A 28 px target (WCAG 2.5.8 asks for 24) whose name is read out; the chevron turns down when open.
  [`& .${ROW_TOGGLE}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    minWidth: 28,
    minHeight: 28,
    font: 'inherit',
    cursor: 'pointer',
    color: 'primary.main',
    bgcolor: 'background.paper',
    border: 1,
    borderRadius: 1,
    '&[aria-expanded="true"] svg': { transform: 'rotate(90deg)' },
    ...focusRing,
  },
} as const;

/**
 * Class of a value that may move to the next line only whole: an AGI code, a DOI, an accession, a number. The
 * cells otherwise wrap anywhere, so that one long text cannot widen the table; a code broken in the middle
 * (AT1G0 / 1010) reads as two.
 */
export const WHOLE_VALUE = 'whole-value';

// The body cells' look (as MUI's small table cells look), the cell links' (the theme's links, underline 'always') and
// the sort and row-detail buttons', set once for the table, not computed per cell: MUI's TableCell computes its styles
// on every render, which a page of 500 rows cannot afford.
export const bodyCellStyles = {
  ...sortButtonStyles,
  ...rowToggleStyles,
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

/** A row's native selection checkbox: a 24 px target (WCAG 2.2 AA) in the theme's colour, with the focus ring. */
export const checkboxTarget = {
  width: 24,
  height: 24,
  margin: 0,
  cursor: 'pointer',
  accentColor: (theme: Theme) => theme.palette.primary.main,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
