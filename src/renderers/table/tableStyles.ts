import type { SxProps, Theme } from '@mui/material/styles';
import { focusRing, rowToggleStyles, sortButtonStyles } from '../../ui/table/tableStyles';

// Class names of the table's parts. The table's root styles them once, so a page of rows, their toggles and their
// details costs no style computation per element. (The phone's cards style themselves: RowCards.)
export const ROW_OPEN = 'table-row-open';
export const DETAIL_CELL = 'table-detail-cell';
export const ROW_DETAIL = 'table-row-detail';
export const HEADER_LINE = 'table-header-line';
export const SCROLL_BOX = 'table-scroll';


// A table wider than its box (a tablet, a zoomed page) scrolls inside it; shadows at the edges say there is more
// to see sideways. The white covers scroll with the content and hide each shadow at its own end.
const cover = (side: string) => `linear-gradient(to ${side},#fff 30%,#fff0) ${side === 'right' ? 'left' : 'right'}/32px 100% no-repeat local`;
const shadow = (at: string, side: string) => `radial-gradient(farthest-side at ${at} 50%,#0003,#0000) ${side}/12px 100% no-repeat scroll`;

export const tableStyles: SxProps<Theme> = {
  ...sortButtonStyles,
  ...rowToggleStyles,
  // Header cells wrap between words: a long header ('Molecular Weight (Da)') must not widen the table past its card.
  '& th': { whiteSpace: 'normal' },
  [`& .${HEADER_LINE}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 2, mb: 0.5 },
  [`& .${SCROLL_BOX}`]: {
    overflowX: 'auto',
    background: [cover('right'), cover('left'), shadow('0', 'left'), shadow('100%', 'right')].join(),
    ...focusRing,
  },
  '& td, & th': { overflowWrap: 'break-word' },
  [`& .${ROW_OPEN} > td`]: { borderBottom: 0 },
  [`& .${DETAIL_CELL}`]: { bgcolor: 'grey.50', pt: 0.5 },
  // A term and its value, the term small above: a detail of five columns reads as one or two lines, not five.
  [`& .${ROW_DETAIL}`]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill,minmax(12rem,1fr))',
    gap: '8px 24px',
    m: 0,
    '& dt': { typography: 'caption', color: 'text.secondary', fontWeight: 600 },
    '& dd': { typography: 'body2', m: 0, overflowWrap: 'anywhere' },
  },
};
