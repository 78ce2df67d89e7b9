import { SAVED_QUERY_ID } from '../../../../contracts/search/savedQueryId';
import { SAVED_QUERY_PARAM, SAVED_QUERY_CHANGED } from '../../../api/savedQueries';
import {
  annotationEndpoint,
  isGeneralCategory,
  isResultCategory,
  resultCategories,
  type ResultCategoryName,
} from './resultCategories';

/**
 * Reading the address of /results (001 §2.3): mainType (general | detail), category, and the search itself —
 * searchText for a general search; for a detail search either key, the name of parameters stored in this browser's
 * local storage (searchParams_<timestamp>, searchParams_go, …), or search_params, the parameters as JSON. Beside a key,
 * q names the same parameters saved on the server, for a browser whose storage does not hold the key.
 */

export type SearchParamsSource = 'general' | 'key' | 'search_params' | 'saved';

export interface ResultsRequest {
  mainType: 'general' | 'detail';
  category: ResultCategoryName;
  /** POST /api/{endpoint} with body. */
  endpoint: string;
  body: Record<string, unknown>;
  /** Where the parameters came from; a stored key is turned into search_params when the results are shared. */
  source: SearchParamsSource;
  /** The stored key, when the parameters came from local storage. */
  key?: string;
}

export type ReadResult =
  | { ok: true; request: ResultsRequest }
  /** The parameters are on the server under queryId (q=): this browser's storage does not hold them. */
  | { ok: 'saved'; category: ResultCategoryName; queryId: string }
  | { ok: false; category?: ResultCategoryName; message: string };

// Only the portal's own stored searches may be read: a key naming any other item of local storage (a login
// token, say) must never be sent to the server nor put in a shared link.
const STORED_SEARCH_KEY = /^searchParams_[A-Za-z0-9_-]{1,64}$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function readStored(key: string, storage: Storage | undefined): { params?: Record<string, unknown>; message?: string } {
  if (!STORED_SEARCH_KEY.test(key)) {
    return { message: `"${key}" is not the name of a saved search. Saved searches are named searchParams_ followed by letters or digits.` };
  }
  let text: string | null = null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    // Storage can be disabled (private mode); that reads as a missing search.
  }
  if (text === null) {
    return {
      message: `The saved search "${key}" is not in this browser's storage. It may have been made in another browser or cleared; please run the search again.`,
    };
  }
  const params = parseJsonObject(text);
  return params ? { params } : { message: `The saved search "${key}" could not be read: it is not a JSON object. Please run the search again.` };
}

function readSearchParamsJson(raw: string): Record<string, unknown> | undefined {
  // URLSearchParams has decoded the value once; a link encoded twice over still reads.
  const direct = parseJsonObject(raw);
  if (direct) return direct;
  try {
    return parseJsonObject(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/** The search a /results address asks for, or a sentence saying why it cannot be run. */
export function readResultsRequest(query: URLSearchParams, storage: Storage | undefined): ReadResult {
  const mainType = query.get('mainType') ?? '';
  const categoryName = query.get('category') ?? '';
  if (mainType !== 'general' && mainType !== 'detail') {
    return { ok: false, message: `The address must say mainType=general or mainType=detail; it says "${mainType}".` };
  }
  if (!isResultCategory(categoryName)) {
    return { ok: false, message: `"${categoryName}" is not a category of search results.` };
  }
  const category = categoryName;

  if (mainType === 'general') {
    if (!isGeneralCategory(category)) {
      return { ok: false, category, message: `The general search does not cover "${category}".` };
    }
    const searchText = (query.get('searchText') ?? '').trim();
    if (!searchText) return { ok: false, category, message: 'The address has no search text (searchText).' };
    return { ok: true, request: { mainType, category, endpoint: 'search/general', body: { category, searchText }, source: 'general' } };
  }

  const key = query.get('key');
  const queryId = query.get(SAVED_QUERY_PARAM);
  const rawParams = query.get('search_params');
  let params: Record<string, unknown>;
  let source: SearchParamsSource;
  if (key !== null && key !== '') {
    const stored = readStored(key, storage);
    if (!stored.params && queryId !== null) return savedQuery(category, queryId);
    if (!stored.params) return { ok: false, category, message: stored.message ?? '' };
    params = stored.params;
    source = 'key';
  } else if (queryId !== null) {
    return savedQuery(category, queryId);
  } else if (rawParams !== null) {
    const parsed = readSearchParamsJson(rawParams);
    if (!parsed) return { ok: false, category, message: 'The search parameters in the address (search_params) are not a valid JSON object.' };
    params = parsed;
    source = 'search_params';
  } else {
    return { ok: false, category, message: 'The address names no search: it needs a saved search (key) or search parameters (search_params).' };
  }

  return { ok: true, request: detailRequest(category, params, source, source === 'key' && key ? key : undefined) };
}

function savedQuery(category: ResultCategoryName, queryId: string): ReadResult {
  return SAVED_QUERY_ID.test(queryId) ? { ok: 'saved', category, queryId } : { ok: false, category, message: SAVED_QUERY_CHANGED };
}

/** The detail search of a category with its parameters, from wherever the page read them. */
export function detailRequest(category: ResultCategoryName, params: Record<string, unknown>, source: SearchParamsSource, key?: string): ResultsRequest {
  const endpoint = category === 'annotations' ? annotationEndpoint(params) : resultCategories[category].endpoint;
  return { mainType: 'detail', category, endpoint, body: params, source, ...(key ? { key } : {}) };
}

/**
 * What names the search in a results address: the view parameters (sort, page, selection) and a q saved beside a
 * key change while the same search stays on screen.
 */
export function resultsSearchIdentity(query: URLSearchParams): string {
  const named = ['mainType', 'category', 'searchText', 'key', 'search_params'].map((name) => `${name}=${query.get(name) ?? ''}`);
  if (!query.get('key')) named.push(`${SAVED_QUERY_PARAM}=${query.get(SAVED_QUERY_PARAM) ?? ''}`);
  return named.join('&');
}

/**
 * An address that opens the same results, in the same view, on another computer: the page's own address once it
 * needs no local storage (q= saved beside a key); until then, stored parameters travel as search_params.
 */
export function shareableResultsPath(address: URLSearchParams, request: ResultsRequest): string {
  const query = new URLSearchParams(address);
  if (request.source === 'key' && !query.has(SAVED_QUERY_PARAM)) {
    query.delete('key');
    query.set('search_params', JSON.stringify(request.body));
  }
  return `/results?${query.toString()}`;
}
