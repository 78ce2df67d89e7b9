import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSavedQuery, useSavedQueryInAddress } from '../savedQuery/savedQueryHooks';
import { resultsTitle, type ResultCategoryName } from './resultCategories';
import { detailRequest, readResultsRequest, resultsSearchIdentity, type ResultsRequest } from './resultsRequest';
import { ResultsView, SEARCHING_TITLE } from './ResultsView';
import { LoadingResults, UnreadableAddress } from './ResultStates';

/** Local storage, or nothing when the browser refuses access to it (some private modes throw on access). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * /results (001 §2.3): reads the search from the address and shows its results. An address that names no search
 * the page can run (a saved search missing from this browser, JSON that does not parse, an unknown category, a
 * shared link that expired) gets a sentence saying so instead of a table.
 */
export function ResultsPage() {
  const [query] = useSearchParams();
  // The view (sort, page, selection) and a saved q beside a key change the address, not the search.
  const identity = resultsSearchIdentity(query);
  // Read once per search: the stored parameters are what the address meant when it was opened.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const read = useMemo(() => readResultsRequest(query, browserStorage()), [identity]);
  if (read.ok === true) return <LocalResults key={identity} request={read.request} />;
  if (read.ok === 'saved') return <SavedResults key={identity} category={read.category} queryId={read.queryId} />;
  return <UnreadableResults category={read.category} message={read.message} />;
}

/** Results whose parameters this browser holds: saved on the server too, so that the address works anywhere. */
function LocalResults({ request }: { request: ResultsRequest }) {
  useSavedQueryInAddress(request.source === 'key' ? { kind: 'results', category: request.category, params: request.body } : undefined);
  return <ResultsView request={request} />;
}

/** Results of a link from another browser: the parameters come from the server's saved query (q=). */
function SavedResults({ category, queryId }: { category: ResultCategoryName; queryId: string }) {
  const saved = useSavedQuery(queryId);
  const request = useMemo(() => {
    const answer = saved.data;
    return answer?.found && answer.query.kind === 'results' && answer.query.category === category
      ? detailRequest(category, answer.query.params, 'saved')
      : undefined;
  }, [saved.data, category]);
  if (request) return <ResultsView request={request} />;
  if (saved.isPending) return <SearchingResults />;
  const message = saved.data?.found === false ? saved.data.message : saved.isError ? 'The saved search could not be read. Please try again later.' : 'The saved search is not a search of this category.';
  return <UnreadableResults category={category} message={message} />;
}

function SearchingResults() {
  useEffect(() => {
    document.title = SEARCHING_TITLE;
  }, []);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {SEARCHING_TITLE}
      </Typography>
      <LoadingResults />
    </>
  );
}

function UnreadableResults({ category, message }: { category: Parameters<typeof resultsTitle>[0] | undefined; message: string }) {
  const title = category ? resultsTitle(category) : 'Search Results';
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <UnreadableAddress category={category} message={message} />
    </>
  );
}
