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
 * local storage (searchParams_<timestamp>, searchParams_go, …), or search_params, the parameters as JSON.
 */

export type SearchParamsSource = 'general' | 'key' | 'search_params';

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

export type ReadResult = { ok: true; request: ResultsRequest } | { ok: false; category?: ResultCategoryName; message: string };

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
  const rawParams = query.get('search_params');
  let params: Record<string, unknown>;
  let source: SearchParamsSource;
  if (key !== null && key !== '') {
    const stored = readStored(key, storage);
    if (!stored.params) return { ok: false, category, message: stored.message ?? '' };
    params = stored.params;
    source = 'key';
  } else if (rawParams !== null) {
    const parsed = readSearchParamsJson(rawParams);
    if (!parsed) return { ok: false, category, message: 'The search parameters in the address (search_params) are not a valid JSON object.' };
    params = parsed;
    source = 'search_params';
  } else {
    return { ok: false, category, message: 'The address names no search: it needs a saved search (key) or search parameters (search_params).' };
  }

  const endpoint = category === 'annotations' ? annotationEndpoint(params) : resultCategories[category].endpoint;
  return {
    ok: true,
    request: { mainType, category, endpoint, body: params, source, ...(source === 'key' && key ? { key } : {}) },
  };
}

/**
 * An address that opens the same results on another computer: stored parameters travel in the address as
 * search_params, since the other browser's storage does not hold them.
 */
export function shareableResultsPath(request: ResultsRequest): string {
  const query = new URLSearchParams({ mainType: request.mainType, category: request.category });
  if (request.mainType === 'general') query.set('searchText', String(request.body.searchText ?? ''));
  else query.set('search_params', JSON.stringify(request.body));
  return `/results?${query.toString()}`;
}
