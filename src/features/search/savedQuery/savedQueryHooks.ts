import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SavedQuery } from '../../../../contracts/search/savedQuery';
import { queryKeys } from '../../../api/queryKeys';
import { readSavedQuery, SAVED_QUERY_PARAM, saveQuery } from '../../../api/savedQueries';
import { useReplaceQuery } from '../../../routing/useReplaceQuery';

/**
 * The query an address's q= names, read when the parameters are not in this browser's local storage (a link from
 * another browser). The same id always names the same parameters, so the answer is kept while the tab is open.
 */
export function useSavedQuery(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.savedQuery(id ?? ''),
    queryFn: () => readSavedQuery(id ?? ''),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

/**
 * Parameters read from local storage (searchParams_<time>, which 001 §2.2 keeps) are also saved on the server, and
 * their id goes into the address beside the key (q=), replacing the history entry: from then on the address, a
 * reload, a bookmark or a copied link opens the same page in any browser. Without an answer (offline, or parameters
 * the server refuses) the address stays as it was, readable in this browser only.
 */
export function useSavedQueryInAddress(query: SavedQuery | undefined) {
  const replaceQuery = useReplaceQuery();
  const text = query === undefined ? undefined : JSON.stringify(query);
  useEffect(() => {
    if (text === undefined) return;
    let current = true;
    saveQuery(JSON.parse(text) as SavedQuery).then(
      (id) => {
        if (current && id) replaceQuery((address) => address.set(SAVED_QUERY_PARAM, id));
      },
      (error: unknown) => console.warn('The search could not be saved for sharing', error),
    );
    return () => {
      current = false;
    };
  }, [text, replaceQuery]);
}
