import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { NewTabNote } from '../../../ui/NewTabNote';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { browseTargets, type BrowseTarget } from './browseTargets';

/** Every target opens in a new tab (002 §2.1), the portal's own pages as well; the note tells a screen reader. */
function NewTabLink({ target, sx }: { target: BrowseTarget; sx?: object }) {
  return (
    <Link href={target.href} target="_blank" rel="noopener noreferrer" sx={sx}>
      {target.label}
      <NewTabNote />
    </Link>
  );
}

/** /browse/overview (002 §2.1): a side list and a panel of the browse pages and resources. */
export function BrowseOverviewPage() {
  useEffect(() => {
    document.title = 'TAIR - Browse Overview';
  }, []);
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Browse' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Browse Overview
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
        <Paper component="nav" aria-label="Browse" variant="outlined" sx={{ p: 2 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {browseTargets.map((target) => (
              <li key={target.label}>
                <NewTabLink target={target} />
              </li>
            ))}
          </Box>
        </Paper>
        <Box component="section" aria-labelledby="browse-panel-heading">
          <Typography id="browse-panel-heading" variant="h5" component="h2" gutterBottom>
            What you can browse
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {browseTargets.map((target) => (
              <Paper component="li" key={target.label} variant="outlined" sx={{ p: 2 }}>
                <Typography component="h3" variant="h6">
                  <NewTabLink target={target} />
                </Typography>
                <Typography variant="body2">{target.description}</Typography>
              </Paper>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
