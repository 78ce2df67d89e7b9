import { createTheme } from '@mui/material/styles';
import { printStyles } from '../engine/print/printStyles';

// Ripples are off (below), and with them MUI's only focus cue on buttons: every button, tick box, tab and link
// draws this outline when reached by keyboard (WCAG 2.4.7). currentColor keeps it visible on light and dark
// backgrounds alike; contained buttons draw it dark, since their text colour is the page's background colour.
const focusOutline = { outline: '2px solid currentColor', outlineOffset: 2 } as const;

// Colours chosen for AA contrast on white (axe checks every story and page).
export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#0d47a1' },
    error: { main: '#b71c1c' },
    text: { secondary: '#555555' },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif' },
  components: {
    // Printed pages: no navigation chrome, every box whole.
    MuiCssBaseline: { styleOverrides: printStyles },
    // Links are underlined so they stand out from text without relying on colour (axe link-in-text-block).
    MuiLink: { defaultProps: { underline: 'always' }, styleOverrides: { root: { '&:focus-visible': focusOutline } } },
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': focusOutline } },
    },
    // Button labels read exactly as the spec writes them ('Show More ...', 'Get Sequences'), not in capitals.
    // At least 24 px high, so small text buttons stay targets a finger can hit (WCAG 2.5.8).
    MuiButton: {
      styleOverrides: {
        root: { textTransform: 'none', minHeight: 24 },
        contained: { '&.Mui-focusVisible': { outlineColor: '#1f1f1f' } },
      },
    },
  },
});
