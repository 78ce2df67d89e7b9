import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Edits the page's query in place (the edit changes the query it is given, or returns a new one): the history entry is replaced, not added (Back is not flooded), and the scroll
 * position stays. Edits made before the router has drawn the last one build on it, not on the address it replaced.
 */
export function useReplaceQuery(): (edit: (query: URLSearchParams) => URLSearchParams | void) => void {
  const [query, setQuery] = useSearchParams();
  const latest = useRef({ query, setQuery });
  useLayoutEffect(() => {
    latest.current = { query, setQuery };
  });
  return useCallback((edit) => {
    const copy = new URLSearchParams(latest.current.query);
    const next = edit(copy) ?? copy;
    if (next.toString() === latest.current.query.toString()) return;
    latest.current = { ...latest.current, query: next };
    latest.current.setQuery(next, { replace: true, preventScrollReset: true });
  }, []);
}
