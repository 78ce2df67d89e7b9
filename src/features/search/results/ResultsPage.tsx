import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { resultsTitle } from './resultCategories';
import { readResultsRequest } from './resultsRequest';
import { ResultsView } from './ResultsView';
import { UnreadableAddress } from './ResultStates';

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
 * the page can run (a saved search missing from this browser, JSON that does not parse, an unknown category)
 * gets a sentence saying so instead of a table.
 */
export function ResultsPage() {
  const [query] = useSearchParams();
  const address = query.toString();
  // Read once per address: the stored parameters are what the address meant when it was opened.
  const read = useMemo(() => readResultsRequest(query, browserStorage()), [query]);
  if (read.ok) return <ResultsView key={address} request={read.request} />;
  return <UnreadableResults category={read.category} message={read.message} />;
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
