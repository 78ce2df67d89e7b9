import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getSearchSuggestions, SUGGEST_MIN_CHARACTERS, suggestionsQueryKey, type Suggestion } from '../../../api/suggestions';

/** How long typing must pause before the server is asked: one request per word, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGESTIONS_SHOWN = 8;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const NONE: Suggestion[] = [];

/**
 * Suggestions for what is typed in the header search, once typing pauses. A failed request suggests nothing: the
 * typeahead is an aid, and Enter still runs the search.
 */
export function useSuggestions(category: string, typed: string): Suggestion[] {
  const text = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = [...text].length >= SUGGEST_MIN_CHARACTERS && typed.trim() !== '';
  const { data } = useQuery({
    queryKey: suggestionsQueryKey(category, text, SUGGESTIONS_SHOWN),
    queryFn: ({ signal }) => getSearchSuggestions(category, text, SUGGESTIONS_SHOWN, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return enabled ? (data ?? NONE) : NONE;
}
