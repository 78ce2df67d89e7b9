import { absoluteUrl, apiGetJson, apiUrl, getJsonFrom, loginRedirectTarget } from './client';
import { sideDataLocations } from './sideData';
import type { LookupBy } from '../../sections/shared/recordAddress';

export type { LookupBy };


/** 000 §7: the logged-in member's profile; { loggedIn: false } (or a body without username) when nobody is. */
export const getAuthProfile = (signal?: AbortSignal) => apiGetJson('auth/profile', {}, signal);

/** GET detail/{type}?key= — the record, validated by the caller against its zod schema. */
export const getRecordDetail = (apiType: string, key: string, signal?: AbortSignal, followLogin = true) =>
  apiGetJson(`detail/${apiType}`, { key }, signal, followLogin);

/** The address getRecordDetail asks (the key of its answer among those sent with the page). */
export const recordDetailAddress = (apiType: string, key: string) => apiUrl(`detail/${apiType}`, { key });

/** GET detail/{type}/{name|accession|id}?{by}= — answers { data: id } or { data: null }. */
export const lookupRecordKey = (apiType: string, by: LookupBy, value: string, signal?: AbortSignal, followLogin = true) =>
  apiGetJson(`detail/${apiType}/${by}`, { [by]: value }, signal, followLogin);

/** The address lookupRecordKey asks. */
export const lookupAddress = (apiType: string, by: LookupBy, value: string) => apiUrl(`detail/${apiType}/${by}`, { [by]: value });

export const getOrthologs = (locusName: string, signal?: AbortSignal) =>
  getJsonFrom(`${sideDataLocations.orthologStore}/${encodeURIComponent(locusName)}.json`, signal);

export const getParalogs = (locusName: string, signal?: AbortSignal) =>
  getJsonFrom(`${sideDataLocations.paralogStore}/${encodeURIComponent(locusName)}.json`, signal);

export const pantherFileUrl = (treeId: string, kind: 'ortholog' | 'paralog') =>
  `${sideDataLocations.pantherFiles}/${encodeURIComponent(treeId)}_${kind}.txt`;

/** 002 §7: {service}/api/efp_image/efp_arabidopsis/{dataSourceWithUnderscores}/Absolute/{locusName}. */
export const expressionImageUrl = (dataSource: string, locusName: string) =>
  `${sideDataLocations.expressionService}/api/efp_image/efp_arabidopsis/${encodeURIComponent(dataSource)}/Absolute/${encodeURIComponent(locusName)}`;

/** What the expression-image service answered: an image, a JSON report (wasSuccessful/error), or neither. */
export type ExpressionImageResponse =
  | { kind: 'image'; image: Blob }
  | { kind: 'json'; ok: boolean; body: unknown }
  | { kind: 'other'; ok: boolean; status: number };

/** The service answers images, not JSON, so this reads the body by its content type; network failures throw. */
export async function getExpressionImage(dataSource: string, locusName: string, signal?: AbortSignal): Promise<ExpressionImageResponse> {
  const response = await fetch(expressionImageUrl(dataSource, locusName), { signal: signal ?? null });
  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok && contentType.startsWith('image/')) return { kind: 'image', image: await response.blob() };
  if (contentType.includes('json')) {
    const body: unknown = await response.json().catch(() => undefined);
    return { kind: 'json', ok: response.ok, body };
  }
  return { kind: 'other', ok: response.ok, status: response.status };
}

/** 000 §7 news/breakingnews: type=short for the home card; type=full with period=curr (past 9 months) or prev. */
export const getBreakingNews = (type: 'short' | 'full', period?: 'curr' | 'prev', signal?: AbortSignal) =>
  apiGetJson('news/breakingnews', { type, period }, signal);

export const getNewsEvents = (signal?: AbortSignal) => apiGetJson('news/events', {}, signal);

export const getNewsJobs = (signal?: AbortSignal) => apiGetJson('news/jobs', {}, signal);

/** 000 §7: the RSS 2.0 feeds readers subscribe to. */
export const newsFeedUrl = (feed: 'breakingnews' | 'events' | 'jobs') => apiUrl(`news/${feed}/rss`);

/** A job-posting file: an image, plain text or a PDF; anything else (or a failed request) is 'none'. */
export type JobPostingFile =
  | { kind: 'image'; file: Blob }
  | { kind: 'text'; text: string }
  | { kind: 'pdf'; file: Blob }
  | { kind: 'none' };

/** GET news/view-job?file= — read by content type; a 401 with redirectUri sends the browser to log in (000 §7). */
export async function getJobPosting(file: string, signal?: AbortSignal): Promise<JobPostingFile> {
  const response = await fetch(absoluteUrl(apiUrl('news/view-job', { file })), { credentials: 'include', signal: signal ?? null });
  if (response.status === 401) {
    const body: unknown = await response.json().catch(() => undefined);
    const target = loginRedirectTarget(body, window.location.href);
    if (target) window.location.assign(target);
  }
  if (!response.ok) return { kind: 'none' };
  const contentType = (response.headers.get('content-type') ?? '').toLowerCase();
  if (contentType.startsWith('image/')) return { kind: 'image', file: await response.blob() };
  if (contentType.startsWith('application/pdf')) return { kind: 'pdf', file: await response.blob() };
  if (contentType.startsWith('text/plain')) return { kind: 'text', text: await response.text() };
  return { kind: 'none' };
}
