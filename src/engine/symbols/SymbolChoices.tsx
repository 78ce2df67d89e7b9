import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import type { RecordTypeConfigData } from '../config/format';
import { DetailSkeleton } from '../views/DetailSkeleton';
import { NotFoundView } from '../views/NotFoundView';
import { locusNameMatches, type LocusCandidate } from './locusNameMatches';

interface Props {
  config: RecordTypeConfigData;
  /** The name as the page was asked for it (upper-cased by the name lookup). */
  name: string;
}

/**
 * A name that is no AGI code: a symbol or other name of exactly one locus opens that locus; one shared by several
 * loci offers each, with what tells them apart; a name of none shows not-found, with the loci whose names start
 * with it when there are any.
 */
export function SymbolChoices({ config, name }: Props) {
  const matches = useQuery({ queryKey: ['locusNameMatches', name], queryFn: () => locusNameMatches(name) });
  if (matches.isPending) return <DetailSkeleton config={config} />;
  const notFound = `No ${config.type} has the name "${name}".`;
  if (matches.isError) return <NotFoundView recordType={config.noun ?? config.type} reason={`${notFound} Its symbols could not be searched.`} />;

  const { exact, startingWith } = matches.data;
  const [only] = exact;
  // The address of the locus itself replaces the name, so Back leads to where the reader came from.
  if (only && exact.length === 1) return <Navigate replace to={`${config.route}?key=${encodeURIComponent(only.key)}${window.location.hash}`} />;
  if (exact.length > 1) return <SharedName route={config.route} name={name} loci={exact} />;
  return (
    <NotFoundView recordType={config.noun ?? config.type} reason={notFound}>
      {startingWith.length > 0 && (
        <Box component="section" aria-labelledby="similar-names" sx={{ mt: 2 }}>
          <Typography id="similar-names" variant="h6" component="h2">
            Loci with a name starting with {name}
          </Typography>
          <CandidateList route={config.route} loci={startingWith} />
        </Box>
      )}
    </NotFoundView>
  );
}

function SharedName({ route, name, loci }: { route: string; name: string; loci: LocusCandidate[] }) {
  const title = `Loci named ${name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>
        {loci.length} loci have the name {name}. Choose the one you mean:
      </Typography>
      <CandidateList route={route} loci={loci} />
    </Box>
  );
}

function CandidateList({ route, loci }: { route: string; loci: LocusCandidate[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {loci.map((locus) => (
        <Box component="li" key={locus.key} sx={{ py: 1, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Link component={RouterLink} to={`${route}?key=${encodeURIComponent(locus.key)}`} sx={{ fontWeight: 700, display: 'inline-block', minHeight: 24 }}>
            {locus.agi || locus.key}
          </Link>
          {locus.otherNames.length > 0 && <Box component="span"> — {locus.otherNames.join(', ')}</Box>}
          {locus.obsolete && (
            <Box component="span" sx={{ color: 'error.main' }}>
              {' '}
              (obsolete)
            </Box>
          )}
          {locus.description && (
            <Typography variant="body2" color="text.secondary">
              {locus.description}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
