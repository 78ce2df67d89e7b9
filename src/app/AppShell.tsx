import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, Outlet, ScrollRestoration, type Location } from 'react-router';

// Every document load starts at the router's key 'default', so positions saved under it would carry over from one
// page to the next page opened in the same tab; the first entry of a document is keyed by its URL instead.
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

/** The frame around every page: a header with the portal name and the main content area. */
export function AppShell() {
  return (
    <>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 10, bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to content
      </Box>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar>
          <Link component={RouterLink} to="/" color="inherit" underline="none" sx={{ fontWeight: 700, fontSize: 22 }}>
            TAIR
          </Link>
          <Box component="span" sx={{ ml: 2, display: { xs: 'none', sm: 'inline' }, opacity: 0.9 }}>
            The Arabidopsis Information Resource
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="xl" sx={{ py: 3 }}>
        <Outlet />
      </Container>
      {/* A new page opens at its top (or its #section); Back returns to where the reader was. */}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
