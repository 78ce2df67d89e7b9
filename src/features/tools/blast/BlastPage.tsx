import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { PremiumMark } from '../../../ui/PremiumMark';
import { BlastForm } from './BlastForm';
import { prefillFromQuery } from './blastFormModel';

/**
 * /tools/blast (001 §2.6). sequence_type and sequence in the address start the form from a record page's sequence;
 * a new address (the menu's link to the empty form, say) starts the form afresh.
 */
export function BlastPage() {
  const { search } = useLocation();
  const prefill = useMemo(() => prefillFromQuery(new URLSearchParams(search)), [search]);

  useEffect(() => {
    document.title = 'TAIR - BLAST';
  }, []);

  return (
    <Box sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Tools', to: '/tools/overview' }, { label: 'BLAST' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        BLAST
        <PremiumMark />
      </Typography>
      <Typography sx={{ mb: 1 }}>
        BLAST finds the Arabidopsis sequences most similar to yours: paste a nucleotide or protein sequence (or list
        locus IDs), choose the program that fits it and the dataset to search, and Run BLAST. The results open in a
        new tab, with links to the locus and gene pages of each hit.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        To find sequences matching a short pattern rather than a similar sequence, use{' '}
        <Link component={RouterLink} to="/tools/Patmatch">
          Patmatch
        </Link>
        .
      </Typography>
      <BlastForm key={search} prefill={prefill} />
    </Box>
  );
}
