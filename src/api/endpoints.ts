import { apiGetJson, getJsonFrom } from './client';
import { sideDataLocations } from './sideData';

export type LookupBy = 'name' | 'accession' | 'id';

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
