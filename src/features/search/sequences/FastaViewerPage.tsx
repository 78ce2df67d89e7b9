import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SAVED_QUERY_PARAM } from '../../../api/savedQueries';
import { Notice } from '../../../ui/Notice';
import { readStoredParams } from '../geneActions/storedSearchParams';
import { useSavedQuery, useSavedQueryInAddress } from '../savedQuery/savedQueryHooks';
import { FastaText } from './FastaText';
import { fetchSequences, SEQUENCES_FAILED, SequencesError } from './fetchSequences';

export const LOADING_SEQUENCES = 'Loading ....';
export const NO_REQUEST_KEY = 'No sequence request was named. Select genes on a gene search result and choose Get Sequences.';
export const REQUEST_NOT_STORED =
  'This sequence request is not stored in this browser. Select the genes again on the search result and choose Get Sequences.';
const SAVED_REQUEST_FAILED = 'The saved sequence request could not be read. Please try again later.';

const isRequest = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 001 §2.9: the sequences of a request the results page stored under ?key=, as FASTA text. The page has the whole
 * window (the shell leaves out header and footer on /sequences). The stored request is read once per key, and saved
 * on the server too, its id put beside the key (q=), so the address opens the same sequences in any browser; a
 * browser without the key reads the request by that id. The answer is kept as long as the page is open, since the
 * same key always names the same request.
 */
export function FastaViewerPage() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const queryId = searchParams.get(SAVED_QUERY_PARAM) ?? '';
  const stored = useMemo(() => {
    const params = key ? readStoredParams(key) : undefined;
    return isRequest(params) ? params : undefined;
  }, [key]);
  const saved = useSavedQuery(stored === undefined && queryId ? queryId : undefined);
  useSavedQueryInAddress(stored !== undefined && !queryId ? { kind: 'sequences', params: stored } : undefined);
  const savedRequest = saved.data?.found && saved.data.query.kind === 'sequences' ? saved.data.query.params : undefined;
  const request = stored ?? savedRequest;
  const sequences = useQuery({
    queryKey: ['search', 'sequences', stored ? key : queryId],
    queryFn: () => fetchSequences(request),
    enabled: request !== undefined,
    staleTime: Infinity,
  });

  useEffect(() => {
    document.title = 'Sequences';
  }, []);

  let body;
  if (!key && !queryId) body = <Notice tone="error">{NO_REQUEST_KEY}</Notice>;
  else if (request === undefined && !queryId) body = <Notice tone="error">{REQUEST_NOT_STORED}</Notice>;
  else if (request === undefined && saved.isPending) body = <Typography role="status">{LOADING_SEQUENCES}</Typography>;
  else if (request === undefined)
    body = <Notice tone="error">{saved.data?.found === false ? saved.data.message : SAVED_REQUEST_FAILED}</Notice>;
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
