// What a printed page leaves out and how it lays out the rest (the app's global styles include this). Together
// with usePrintMode, which expands what only a click would show, paper gets every section whole.

const hidden = { display: 'none !important' } as const;

export const printStyles = {
  '@media print': {
    // Navigation chrome (header, footer, menus, side navigation, breadcrumbs) and controls, which do nothing on
    // paper. [data-print="hide"] is for anything else that only makes sense on screen.
    'header, footer, nav, button, .MuiButton-root, .MuiIconButton-root, input, select, textarea, [role="combobox"], [data-print="hide"]': hidden,
    // Without the side navigation the sections take the whole width instead of its 220 px column.
    'article[data-record-type] > div:has(> nav)': { display: 'block !important' },
    body: { backgroundColor: '#fff' },
    // A link prints as its text.
    a: { color: 'inherit !important', textDecoration: 'none !important' },
    // Boxes that scroll on screen (tables, long lists, sequences) print whole, never clipped.
    '[role="region"]': { maxHeight: 'none !important', overflow: 'visible !important' },
    table: { width: '100% !important' },
    'th, td': { overflowWrap: 'anywhere' },
    'tr, img, svg': { breakInside: 'avoid' },
    'h1, h2, h3': { breakAfter: 'avoid' },
  },
};
