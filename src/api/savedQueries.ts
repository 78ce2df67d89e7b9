import * as z from 'zod/mini';
import type { SavedQuery } from '../../contracts/search/savedQuery';
import { SAVED_QUERY_ID } from '../../contracts/search/savedQueryId';
import { apiSend } from './client';

// The saved queries of docs/search.md "Addresses that work anywhere": parameters this browser holds in local storage,
// kept by the server under a short id that goes into the page's address as q=.

export const SAVED_QUERY_PARAM = 'q';

const savedQueryAnswer = z.object({
  kind: z.enum(['results', 'sequences']),
  category: z.optional(z.string()),
  params: z.record(z.string(), z.unknown()),
});

export type SavedQueryRead = { found: true; query: z.infer<typeof savedQueryAnswer> } | { found: false; message: string };

export const SAVED_QUERY_CHANGED = 'This search link is incomplete or was changed: its id (q) must be 16 letters, digits, - or _. Please copy the link again.';
const SAVED_QUERY_UNREADABLE = 'The saved search could not be read. Please try again later.';

/** Saves the query and answers its id, or undefined when the server would not keep it (the address then stays local). */
export async function saveQuery(query: SavedQuery): Promise<string | undefined> {
  const answer = await apiSend('POST', 'saved-queries', query);
  const id = answer.ok && answer.body && typeof answer.body === 'object' ? (answer.body as { id?: unknown }).id : undefined;
  if (typeof id === 'string' && SAVED_QUERY_ID.test(id)) return id;
  console.warn('The search could not be saved for sharing', answer.status, answer.body);
  return undefined;
}

/** The query saved under id, or the sentence to show: the server's when the link has expired. */
export async function readSavedQuery(id: string): Promise<SavedQueryRead> {
  if (!SAVED_QUERY_ID.test(id)) return { found: false, message: SAVED_QUERY_CHANGED };
  const answer = await apiSend('GET', `saved-queries/${id}`);
  if (answer.ok) {
    const parsed = z.safeParse(savedQueryAnswer, answer.body);
    return parsed.success ? { found: true, query: parsed.data } : { found: false, message: SAVED_QUERY_UNREADABLE };
  }
  const error = answer.body && typeof answer.body === 'object' ? (answer.body as { error?: unknown }).error : undefined;
  return { found: false, message: typeof error === 'string' ? error : SAVED_QUERY_UNREADABLE };
}
