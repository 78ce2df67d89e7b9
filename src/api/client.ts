// The one door for data: base URL, cookies and the 401 rule live here; components never call fetch.
import { responseOf, takeFirstAnswer } from './firstAnswers';
import { refusalReason } from './refusalReason';

export const apiBase: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    message?: string,
    /** The server's sentence when it refused the reader (403), for the page to show (refusalReason.ts). */
    readonly reason?: string,
  ) {
    super(message ?? `Request to ${url} failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export function apiUrl(path: string, params: Record<string, QueryValue> = {}): string {
  const base = apiBase.replace(/\/$/, '');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return `${base}/${path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
}

/** 000 §7, 002 §7: a 401 whose body carries redirectUri sends the browser there, remembering the current page. */
export function loginRedirectTarget(body: unknown, currentHref: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const uri = (body as { redirectUri?: unknown }).redirectUri;
  if (typeof uri !== 'string') return undefined;
  let target: URL;
  try {
    target = new URL(uri, currentHref);
  } catch {
    return undefined;
  }
  // Only http(s): a javascript: or data: URI from a response must never be navigated to.
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  target.searchParams.set('redirect', currentHref);
  return target.href;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Absolute form of a URL, resolved against the page (fetch outside a browser needs absolute URLs). */
export const absoluteUrl = (url: string) => new URL(url, window.location.href).href;

/**
 * `followLogin: false` leaves a 401 to the caller (an ApiError) instead of applying the 401 rule: for a read started
 * before the route guard has answered, whose refusal must not take the visitor anywhere the guard would not.
 */
export async function apiGetJson(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal, followLogin = true): Promise<unknown> {
  const address = apiUrl(path, params);
  const url = absoluteUrl(address);
  const sent = takeFirstAnswer(address);
  const response = sent ? responseOf(sent) : await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal: signal ?? null });
  const body = await readBody(response);
  if (response.status === 401 && followLogin) {
    const target = loginRedirectTarget(body, window.location.href);
    if (target) window.location.assign(target);
  }
  if (!response.ok) throw new ApiError(response.status, url, undefined, refusalReason(response.status, body));
  return body;
}

/** What a call that changes something answered: its status and parsed body, whether or not it succeeded. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * POST or PUT a JSON body (or GET, for a read whose refusal text the page shows). Forms need the server's own error
 * text (000 §8), so a refusal is an answer, not an exception; only a network failure throws. The 401 rule applies as
 * for reads.
 */
export async function apiSend(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown): Promise<ApiAnswer> {
  const url = absoluteUrl(apiUrl(path));
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
    ...(method === 'GET' ? {} : { body: JSON.stringify(payload) }),
  });
  const body = await readBody(response);
  if (response.status === 401) {
    const target = loginRedirectTarget(body, window.location.href);
    if (target) window.location.assign(target);
  }
  return { ok: response.ok, status: response.status, body };
}

/** Fetches a JSON file from an absolute location (side data stores), with the same error handling. */
export async function getJsonFrom(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(absoluteUrl(url), { signal: signal ?? null });
  if (!response.ok) throw new ApiError(response.status, url);
  return (await response.json()) as unknown;
}
