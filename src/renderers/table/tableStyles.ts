import type { SxProps, Theme } from '@mui/material/styles';

// Class names of the table's parts. The table's root styles them once, so a page of rows, their toggles and their
// details costs no style computation per element.
export const ROW_TOGGLE = 'table-row-toggle';
export const ROW_OPEN = 'table-row-open';
export const DETAIL_CELL = 'table-detail-cell';
export const ROW_DETAIL = 'table-row-detail';
export const CARD_LIST = 'table-cards';
export const CARD = 'table-card';
export const CARD_VALUES = 'table-card-values';
export const CARD_SORT = 'table-card-sort';
export const HEADER_LINE = 'table-header-line';
export const SCROLL_BOX = 'table-scroll';

const focusRing = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } as const;

// A term and its value, the term small above: a detail of five columns reads as one or two lines, not five.
const definitionPair = {
  minWidth: 0,
  '& dt': { typography: 'caption', color: 'text.secondary', fontWeight: 600 },
  '& dd': { typography: 'body2', m: 0, overflowWrap: 'anywhere' },
} as const;

export const tableStyles: SxProps<Theme> = {
  [`& .${HEADER_LINE}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 2, rowGap: 1, mb: 0.5 },
  // A table wider than its box (a tablet, a zoomed page) scrolls inside it; shadows at the edges say there is
  // more to see sideways. The covers scroll with the content and hide each shadow at its own end.
  [`& .${SCROLL_BOX}`]: {
    overflowX: 'auto',
    maxWidth: '100%',
    '&:focus-visible': focusRing,
    background: [
      'linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left / 32px 100% no-repeat local',
      'linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right / 32px 100% no-repeat local',
      'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.22), rgba(0,0,0,0)) left / 12px 100% no-repeat scroll',
      'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.22), rgba(0,0,0,0)) right / 12px 100% no-repeat scroll',
    ].join(', '),
  },
  '& td, & th': { overflowWrap: 'break-word' },
  [`& .${ROW_OPEN} > td`]: { borderBottom: 0 },
  [`& .${DETAIL_CELL}`]: { bgcolor: 'grey.50', pt: 0.5, pb: 1 },
  // A 28 px target (WCAG 2.5.8 asks for 24) whose name is read out; the chevron turns down when open.
  [`& .${ROW_TOGGLE}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    minWidth: 28,
    minHeight: 28,
    p: 0.25,
    font: 'inherit',
    typography: 'body2',
    cursor: 'pointer',
    color: 'primary.main',
    bgcolor: 'background.paper',
    border: '1px solid',
    borderColor: 'primary.main',
    borderRadius: 1,
    '& svg': { transition: 'transform 120ms' },
    '&[aria-expanded="true"] svg': { transform: 'rotate(90deg)' },
    '&:focus-visible': focusRing,
    '@media (prefers-reduced-motion: reduce)': { '& svg': { transition: 'none' } },
  },
  [`& .${ROW_DETAIL}`]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    columnGap: 3,
    rowGap: 1,
    m: 0,
    '& > div': definitionPair,
  },
  // On a phone each row is a card: its values as labelled lines, its detail under a button.
  [`& .${CARD_LIST}`]: { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 },
  [`& .${CARD}`]: { border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1, justifyItems: 'start' },
  [`& .${CARD} > dl`]: { width: '100%' },
  [`& .${CARD_VALUES}`]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
    columnGap: 1.5,
    rowGap: 0.5,
    m: 0,
    '& dt': { typography: 'body2', color: 'text.secondary', fontWeight: 600 },
    '& dd': { typography: 'body2', m: 0, overflowWrap: 'anywhere' },
  },
  [`& .${CARD_SORT}`]: {
    mb: 1,
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    typography: 'body2',
    '& select': { font: 'inherit', minHeight: 28, py: 0.25, px: 0.5, maxWidth: '100%', '&:focus-visible': focusRing },
  },
};
