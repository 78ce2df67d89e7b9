import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { AboutBlock } from './AboutBlock';
import { LocusLookupForm } from './LocusLookupForm';
import { BreakingNewsCard } from './BreakingNewsCard';

/** The portal's home page (000 §2.9): a quick lookup, what the portal is, and the latest news. */
export function HomePage() {
  useEffect(() => {
    document.title = 'TAIR - Home';
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          The Arabidopsis Information Resource
        </Typography>
        <LocusLookupForm />
        <Box sx={{ mt: 4 }}>
          <AboutBlock />
        </Box>
      </Box>
      <BreakingNewsCard />
    </Box>
  );
}
