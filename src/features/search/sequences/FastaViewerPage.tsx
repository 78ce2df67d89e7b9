import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../ui/Notice';
import { readStoredParams } from '../geneActions/storedSearchParams';
import { FastaText } from './FastaText';
import { fetchSequences, SEQUENCES_FAILED, SequencesError } from './fetchSequences';

export const LOADING_SEQUENCES = 'Loading ....';
export const NO_REQUEST_KEY = 'No sequence request was named. Select genes on a gene search result and choose Get Sequences.';
export const REQUEST_NOT_STORED =
  'This sequence request is not stored in this browser. Select the genes again on the search result and choose Get Sequences.';

/**
 * 001 §2.9: the sequences of a request the results page stored under ?key=, as FASTA text. The page has the whole
 * window (the shell leaves out header and footer on /sequences). The stored request is read once per key; the
 * answer is kept as long as the page is open, since the same key always names the same request.
 */
export function FastaViewerPage() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const request = useMemo(() => (key ? readStoredParams(key) : undefined), [key]);
  const sequences = useQuery({
    queryKey: ['search', 'sequences', key],
    queryFn: () => fetchSequences(request),
    enabled: request !== undefined,
    staleTime: Infinity,
  });

  useEffect(() => {
    document.title = 'Sequences';
  }, []);

  let body;
  if (!key) body = <Notice tone="error">{NO_REQUEST_KEY}</Notice>;
  else if (request === undefined) body = <Notice tone="error">{REQUEST_NOT_STORED}</Notice>;
  else if (sequences.isPending) body = <Typography role="status">{LOADING_SEQUENCES}</Typography>;
  else if (sequences.isError)
    body = <Notice tone="error">{sequences.error instanceof SequencesError ? sequences.error.message : SEQUENCES_FAILED}</Notice>;
  else body = <FastaText text={sequences.data} />;

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Sequences
      </Typography>
      {body}
    </>
  );
}
