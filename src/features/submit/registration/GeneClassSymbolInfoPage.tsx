import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { profileQuery } from '../../../api/profileQuery';
import { sessionFromProfile } from '../../../session/session';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { registrationCrumbs, SYMBOL_FORM } from './registrationPaths';
import { CURATOR_EMAIL, symbolMessages } from './symbolMessages';
import { useTimedMessage } from './useTimedMessage';

const HEADING = 'Gene Class Symbol Registration';

/**
 * /submit/gene_class_symbol_registration (001 §2.10): what a gene class symbol is, the naming guidance, where to
 * check the registered symbols and create an account, and the way into the symbol form, which opens only for a
 * logged-in member (anyone else is told for 5 seconds that they must log in).
 */
export function GeneClassSymbolInfoPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const loginMessage = useTimedMessage();

  useEffect(() => {
    document.title = `TAIR - ${HEADING}`;
  }, []);

  const openForm = async (event: MouseEvent) => {
    event.preventDefault();
    // The cached profile answers at once; a visit that has not loaded it yet waits for the one request.
    const session = sessionFromProfile(await client.fetchQuery(profileQuery));
    if (session.loggedIn) void navigate(SYMBOL_FORM);
    else loginMessage.show(symbolMessages.loginRequired);
  };

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageBreadcrumbs crumbs={[...registrationCrumbs, { label: HEADING }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {HEADING}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        A gene class symbol names a group of genes that share a mutant phenotype or a gene product, such as LFY for
        LEAFY or PHOT for PHOTOTROPIN. Registering a symbol reserves it for your genes: a TAIR curator reviews each
        submission, and approved symbols join the public list of gene class symbols.
      </Typography>
      <Box component="section" aria-labelledby="symbol-guidance" sx={{ mb: 3 }}>
        <Typography variant="h5" component="h2" id="symbol-guidance" gutterBottom>
          Before you register
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 1 } }}>
          <li>
            A symbol should have 3 or 4 letters, no numbers, and must not begin with the prefix At (symbols of 2 to 5
            letters are accepted).
          </li>
          <li>
            Check that nobody uses the symbol yet in the list of{' '}
            <Link component={RouterLink} to="/browse/gene_symbols">
              registered Gene Class Symbols
            </Link>
            .
          </li>
          <li>
            You need a TAIR account and must be logged in.{' '}
            <Link component={RouterLink} to="/register">
              Create an account
            </Link>{' '}
            if you do not have one.
          </li>
        </Box>
      </Box>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" component={RouterLink} to={SYMBOL_FORM} onClick={(event: MouseEvent) => void openForm(event)}>
          Register a Gene Class Symbol
        </Button>
      </Box>
      {loginMessage.message && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {loginMessage.message}
        </Alert>
      )}
      <Box component="section" aria-labelledby="symbol-contact">
        <Typography variant="h5" component="h2" id="symbol-contact" gutterBottom>
          Questions
        </Typography>
        <Typography>
          For help with a symbol, or to register one that conflicts with an existing symbol, write to a TAIR curator at{' '}
          <Link href={`mailto:${CURATOR_EMAIL}`}>{CURATOR_EMAIL}</Link>.
        </Typography>
      </Box>
    </Box>
  );
}
