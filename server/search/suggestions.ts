// The typeahead's answer from each field's matches, whatever the store: the values in order without case (then by
// id), each value and doc once, at most `limit`.
import type { Suggestion } from './types';

export interface FieldMatch {
  value: string;
  id: string;
}

/** Merges the matches of each field (field → its suggestion kind and its matches, each already in value order). */
export function mergeSuggestions(matches: readonly { kind: string; rows: readonly FieldMatch[] }[], limit: number): Suggestion[] {
  const found: (Suggestion & { order: string })[] = [];
  for (const { kind, rows } of matches) for (const row of rows) found.push({ label: row.value, kind, id: row.id, order: row.value.toLowerCase() });
  found.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id.localeCompare(b.id)));
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const { label, kind, id } of found) {
    const key = `${label}\u0000${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ label, kind, id });
    if (suggestions.length === limit) break;
  }
  return suggestions;
}
