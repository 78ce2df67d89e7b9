import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { Paralog } from '../../../schemas/panther';
import { linkTarget } from '../link/linkTarget';
import { paralogHref } from './paralogLinks';

/** An Arabidopsis paralog: its AGI linking to its locus page, then its symbol when it has one. */
export function ParalogLink({ paralog }: { paralog: Paralog }) {
  return (
    <>
      <Link component={RouterLink} to={paralogHref(paralog)} underline="always" sx={linkTarget}>
        {paralog.target_agi}
      </Link>
      {paralog.target_gene_symbol ? ` ${paralog.target_gene_symbol}` : null}
    </>
  );
}
