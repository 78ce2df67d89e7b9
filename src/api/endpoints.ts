import { apiGetJson, getJsonFrom } from './client';
import { sideDataLocations } from './sideData';

export type LookupBy = 'name' | 'accession' | 'id';

/** 000 §7: the logged-in member's profile; { loggedIn: false } (or a body without username) when nobody is. */
export const getAuthProfile = (signal?: AbortSignal) => apiGetJson('auth/profile', {}, signal);

/** GET detail/{type}?key= — the record, validated by the caller against its zod schema. */
export const getRecordDetail = (apiType: string, key: string, signal?: AbortSignal) =>
  apiGetJson(`detail/${apiType}`, { key }, signal);

/** GET detail/{type}/{name|accession|id}?{by}= — answers { data: id } or { data: null }. */
export const lookupRecordKey = (apiType: string, by: LookupBy, value: string, signal?: AbortSignal) =>
  apiGetJson(`detail/${apiType}/${by}`, { [by]: value }, signal);

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
