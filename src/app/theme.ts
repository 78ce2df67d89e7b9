import { createTheme } from '@mui/material/styles';

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
    // Links are underlined so they stand out from text without relying on colour (axe link-in-text-block).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Button labels read exactly as the spec writes them ('Show More ...', 'Get Sequences'), not in capitals.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
});
