import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { takeBrowseAnswer } from './browseEarlyCalls';
import type { BrowseTableState } from './table/browseTableState';

/** A browse call the server refused or answered in a form the page cannot read. */
export class BrowseSearchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowseSearchFailed';
  }
}

/** POSTs a browse search (docs/search.md) and reads its docs; a refusal, the error flag or an unreadable doc throws. */
export async function postBrowseSearch<T>(endpoint: string, body: Record<string, unknown>, docSchema: z.ZodMiniType<T>): Promise<T[]> {
  const answer = await takeBrowseAnswer(endpoint, body);
  if (!answer.ok) throw new BrowseSearchFailed(`${endpoint} answered ${answer.status}.`);
  const parsed = z.safeParse(z.object({ docs: z.array(docSchema), error: z.optional(z.boolean()) }), answer.body);
  if (!parsed.success) throw new BrowseSearchFailed(`${endpoint} answered docs in an unexpected form: ${parsed.error.message}`);
  if (parsed.data.error) throw new BrowseSearchFailed(`${endpoint} answered with its error flag set.`);
  return parsed.data.docs;
}

/**
 * A browse table's rows from its search call, as the table's state (002 §4, §8: a failure is the table's error
 * state and loading stops). A browse list changes rarely: it is kept for the session rather than refetched.
 */
export function useBrowseSearch<T>(endpoint: string, body: Record<string, unknown>, docSchema: z.ZodMiniType<T>): BrowseTableState<T> {
  const query = useQuery({
    queryKey: ['browse', endpoint, body],
    // 002 §8: the failure is logged; the page shows the table's error state.
    queryFn: () =>
      postBrowseSearch(endpoint, body, docSchema).catch((error: unknown) => {
        console.error(error);
        throw error;
      }),
    staleTime: Infinity,
    retry: false,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'loaded', rows: query.data };
}
