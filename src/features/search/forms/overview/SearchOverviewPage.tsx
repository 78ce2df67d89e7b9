import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageBreadcrumbs } from '../../../../ui/PageBreadcrumbs';
import { searchAreas } from './searchAreas';

/** /search/overview (001 §2.2): the eight search areas, as a side list and as headed entries; both lead to the form. */
export function SearchOverviewPage() {
  useEffect(() => {
    document.title = 'TAIR - Search Overview';
  }, []);

  return (
    <Box>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Search Overview
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 4, alignItems: 'flex-start' }}>
        <Box component="nav" aria-label="Search areas" sx={{ flex: '0 0 200px', borderRight: { md: 1 }, borderColor: { md: 'divider' }, pr: { md: 2 } }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {searchAreas.map((area) => (
              <Box component="li" key={area.id} sx={{ py: 0.5 }}>
                <Link component={RouterLink} to={area.to}>
                  {area.label}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 760 }}>
          <Typography sx={{ mb: 2 }}>
            Each search form below builds a query from the filters you fill in and opens its results in a table you
            can sort, page through and download. The search box in the header searches names and descriptions of one
            kind of record at a time.
          </Typography>
          {searchAreas.map((area) => (
            <Box component="section" key={area.id} aria-labelledby={`search-area-${area.id}`} sx={{ mb: 3 }}>
              <Typography variant="h6" component="h2" id={`search-area-${area.id}`}>
                <Link component={RouterLink} to={area.to}>
                  {area.label}
                </Link>
              </Typography>
              <Typography>{area.summary}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
