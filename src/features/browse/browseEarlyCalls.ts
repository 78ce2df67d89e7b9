// Kept apart from browseSearch.ts (zod, TanStack Query): the route table, which every page loads, imports this.
import { apiSend } from '../../api/client';

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

/** The answer started early for this call, when there is a fresh one; else the call, asked now. */
export function takeBrowseAnswer(endpoint: string, body: Record<string, unknown>): ReturnType<typeof apiSend> {
  const key = callKey(endpoint, body);
  const started = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return started && Date.now() - started.startedAt < EARLY_FOR_MS ? started.answer : apiSend('POST', endpoint, body);
}
