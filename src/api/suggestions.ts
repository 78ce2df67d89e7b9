import { apiGetJson } from './client';

// GET search/suggest (docs/search.md): the header search's typeahead, answered from a prefix index.

/** What a suggestion is: a gene symbol, an AGI locus code or a full name (genes); `id` is the record's key. */
export interface Suggestion {
  label: string;
  kind: string;
  id: string;
}

/** The server suggests nothing for fewer characters (a large part of the index would match). */
export const SUGGEST_MIN_CHARACTERS = 2;

export const suggestionsQueryKey = (category: string, text: string, limit: number) => ['search', 'suggest', category, text, limit] as const;

const isSuggestion = (value: unknown): value is Suggestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Suggestion).label === 'string' &&
  typeof (value as Suggestion).kind === 'string' &&
  (typeof (value as Suggestion).id === 'string' || typeof (value as { id?: unknown }).id === 'number');

/** The suggestions for `text` in `category`; malformed entries are left out rather than failing the list. */
export async function getSearchSuggestions(category: string, text: string, limit: number, signal?: AbortSignal): Promise<Suggestion[]> {
  const body = await apiGetJson('search/suggest', { category, q: text, limit }, signal);
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  return Array.isArray(list) ? list.filter(isSuggestion).map((entry) => ({ label: entry.label, kind: entry.kind, id: String(entry.id) })) : [];
}
