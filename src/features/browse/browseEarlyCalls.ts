// Kept apart from browseSearch.ts (zod, TanStack Query): the route table, which every page loads, imports this.
import { apiGetJson, apiSend } from '../../api/client';

/** The calls of the browse lists that ask for everything (no criteria). */
export const browseCalls = {
  transposonFamilies: { endpoint: 'search/transposonfamily', body: {} },
  geneSymbols: { endpoint: 'search/genesymbol', body: {} },
} as const;

/** A browse page's GET: its path under /api and its query. */
export interface BrowseGet {
  path: string;
  params: Record<string, string>;
}

/** The GETs of the browse pages that start early, taken by the pages. */
export const geneFamiliesCall: BrowseGet = { path: 'browse/gene-families', params: {} };
export const geneFamilyCall = (key: string): BrowseGet => ({ path: 'browse/gene-family', params: { key } });
export const microarrayExperimentCall = (name: string): BrowseGet => ({ path: 'browse/microarray-experiment', params: { name } });

// A call started early and not taken within this time is asked again, not answered from the early start.
const EARLY_FOR_MS = 10_000;
const earlyAnswers = new Map<string, { answer: Promise<unknown>; startedAt: number }>();

/** Starts the call unless a fresh early start of it is waiting; a failure is the page's to report, when it takes it. */
function startEarly(key: string, call: () => Promise<unknown>): void {
  const started = earlyAnswers.get(key);
  if (started && Date.now() - started.startedAt < EARLY_FOR_MS) return;
  const answer = call();
  answer.catch(() => undefined);
  earlyAnswers.set(key, { answer, startedAt: Date.now() });
}

/** The fresh early answer of the call, taken once; else the call, asked now. */
function takeEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const started = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return started && Date.now() - started.startedAt < EARLY_FOR_MS ? (started.answer as Promise<T>) : call();
}

const searchKey = (endpoint: string, body: Record<string, unknown>) => `POST ${endpoint} ${JSON.stringify(body)}`;
const getKey = (path: string, params: Record<string, string>) => `GET ${path} ${JSON.stringify(params)}`;

/**
 * Starts a browse call while the page's code is still loading (from the route's lazy), for the page to take when it
 * asks: the rows no longer wait for the code, then for the call, one after the other.
 */
export function startBrowseSearch(endpoint: string, body: Record<string, unknown>): void {
  startEarly(searchKey(endpoint, body), () => apiSend('POST', endpoint, body));
}

/** The answer started early for this call, when there is a fresh one; else the call, asked now. */
export const takeBrowseAnswer = (endpoint: string, body: Record<string, unknown>): ReturnType<typeof apiSend> =>
  takeEarly(searchKey(endpoint, body), () => apiSend('POST', endpoint, body));

/** A browse GET started early, as startBrowseSearch does (from a route's loader, which knows the address's key). */
export function startBrowseGet(path: string, params: Record<string, string>): void {
  startEarly(getKey(path, params), () => apiGetJson(path, params));
}

/**
 * A route's loader that starts the page's GET, named by the address's parameters: a loader runs beside the route's
 * lazy code and, unlike lazy, knows the parameters. It never waits for the answer, so the page shows its own loading.
 */
export const startingGet =
  (callOf: (params: Partial<Record<string, string>>) => BrowseGet) =>
  ({ params }: { params: Partial<Record<string, string>> }): null => {
    const call = callOf(params);
    startBrowseGet(call.path, call.params);
    return null;
  };

/** The body the GET started early answered (or its ApiError), when fresh; else the GET, asked now. */
export const takeBrowseGet = (path: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown> =>
  takeEarly(getKey(path, params), () => apiGetJson(path, params, signal));
