import type { Decorator } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import type { GeneActionRow } from './geneActionTypes';

// Shared by the gene action and sequence modal stories, and the gene actions contract test.

/** Gene results as the results page holds them (only the fields the actions read). */
export const storyGeneRows: GeneActionRow[] = [
  { id: '2200935', gene_name: 'AT1G01010' },
  { id: '2200940', gene_name: 'AT1G01020' },
  { id: '2200950', gene_name: 'AT1G01030' },
  { id: '2200960', gene_name: 'AT1G01040' },
  { id: '2827520', gene_name: 'AT2G03340' },
];

/** A genes-form search by name (001 §3.1 gene criteria). */
export const nameSearchParams = { searchBy: 'name', searchType: 'contains', detailSearchText: 'NAC', taxonName: 'Arabidopsis thaliana' };

/** A genes-form search by a list of AGI gene IDs, some with model numbers. */
export const geneIdListParams = {
  geneListUploadType: 'gene',
  geneList: 'AT1G01010.1;AT1G01020.2;AT1G01030;AT2G03340.1',
  taxonName: 'Arabidopsis thaliana',
};

/** Where the app is: the actions navigate, and a story or test reads the address here. */
function CurrentAddress() {
  const location = useLocation();
  return (
    <Box component="output" aria-label="Current address" sx={{ display: 'block', mt: 2, fontFamily: 'monospace', fontSize: '0.8rem' }}>
      {`${location.pathname}${location.search}`}
    </Box>
  );
}

export const withCurrentAddress: Decorator = (Story) => (
  <>
    <Story />
    <CurrentAddress />
  </>
);
