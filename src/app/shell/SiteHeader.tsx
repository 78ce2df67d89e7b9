import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { HeaderLinks } from './HeaderLinks';
import { SearchBox } from '../../features/search/headerSearch/SearchBox';
import { SiteMenus } from './SiteMenus';
import { SubscriptionStatus } from './SubscriptionStatus';

/** The top of every page (000 §2.1): portal name, site and account links, subscription status, menus and search. */
export function SiteHeader() {
  return (
    <Box component="header">
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {/* On a phone the header keeps to about a quarter of the first screen: tighter rows, smaller status. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: { xs: 1.5, sm: 3 }, rowGap: { xs: 0.5, sm: 1 }, px: { xs: 2, sm: 3 }, py: { xs: 0.75, sm: 1.5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', columnGap: 2, flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to="/"
              color="inherit"
              underline="none"
              sx={{ fontWeight: 700, fontSize: 24, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
            >
              TAIR
            </Link>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, opacity: 0.9 }}>
              The Arabidopsis Information Resource
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <SubscriptionStatus />
          <Box component="nav" aria-label="Site">
            <HeaderLinks />
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: { xs: 1, sm: 1.5 },
          px: { xs: 2, sm: 3 },
          py: { xs: 0.75, sm: 1 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <SiteMenus />
        <SearchBox />
      </Box>
    </Box>
  );
}
