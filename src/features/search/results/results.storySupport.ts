// The stories' way of putting a saved search where the results page reads it.

/** Search parameters a story stores as the forms and gene actions do, under the key its address names. */
export interface StoredSearch {
  key: string;
  params: unknown;
}

/** Stores a story's saved search (parameters.storedSearch); returns the clean-up. */
export function storeStorySearch(parameters: Record<string, unknown>): () => void {
  const stored = parameters.storedSearch as StoredSearch | undefined;
  if (!stored) return () => {};
  window.localStorage.setItem(stored.key, JSON.stringify(stored.params));
  return () => window.localStorage.removeItem(stored.key);
}
