import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { CredentialCookieWatch } from '../../session/CredentialCookieWatch';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** 000 §2.1: the sequence viewer has the whole window, without header or footer. */
const FRAMELESS_PATHS = new Set(['/sequences']);

/** Everything around a page: skip link, header, the page itself, footer, and the login cookie check. */
export function ShellFrame() {
  const { pathname } = useLocation();
  const framed = !FRAMELESS_PATHS.has(pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 1300, bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to content
      </Box>
      {framed && <SiteHeader />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ width: '100%', maxWidth: 1536, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3, flex: 1, outline: 'none', boxSizing: 'border-box' }}
      >
        <Outlet />
      </Box>
      {framed && <SiteFooter />}
      <CredentialCookieWatch />
    </Box>
  );
}
