import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiSend } from '../../api/client';
import type { BrowseTableState } from './table/browseTableState';

/** A browse call the server refused or answered in a form the page cannot read. */
export class BrowseSearchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowseSearchFailed';
  }
}

/** The calls of the browse lists that ask for everything (no criteria). */
export const browseCalls = {
  transposonFamilies: { endpoint: 'search/transposonfamily', body: {} },
  geneSymbols: { endpoint: 'search/genesymbol', body: {} },
} as const;

// A call started early and not taken within this time is asked again, not answered from the early start.
const EARLY_FOR_MS = 10_000;
const earlyAnswers = new Map<string, { answer: ReturnType<typeof apiSend>; startedAt: number }>();
const callKey = (endpoint: string, body: Record<string, unknown>) => `${endpoint} ${JSON.stringify(body)}`;

/**
 * Starts a browse call while the page's code is still loading (from the route's lazy), for the page to take when it
 * asks: the rows no longer wait for the code, then for the call, one after the other.
 */
export function startBrowseSearch(endpoint: string, body: Record<string, unknown>): void {
  const key = callKey(endpoint, body);
  const started = earlyAnswers.get(key);
  if (started && Date.now() - started.startedAt < EARLY_FOR_MS) return;
  const answer = apiSend('POST', endpoint, body);
  // A failure is the page's to report, when it takes the answer.
  answer.catch(() => undefined);
  earlyAnswers.set(key, { answer, startedAt: Date.now() });
}

function takeAnswer(endpoint: string, body: Record<string, unknown>): ReturnType<typeof apiSend> {
  const key = callKey(endpoint, body);
  const started = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return started && Date.now() - started.startedAt < EARLY_FOR_MS ? started.answer : apiSend('POST', endpoint, body);
}

/** POSTs a browse search (docs/search.md) and reads its docs; a refusal, the error flag or an unreadable doc throws. */
export async function postBrowseSearch<T>(endpoint: string, body: Record<string, unknown>, docSchema: z.ZodMiniType<T>): Promise<T[]> {
  const answer = await takeAnswer(endpoint, body);
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
