// The API calls a page's first screen makes as soon as its code runs, worked out from the page's address by the rules
// the page itself follows: every page asks who is looking and whether the visitor's network subscribes (the shell
// and the route guards), and a detail page asks for the record its address names (sections/shared/recordAddress.ts),
// by key, or by a lookup and then by the key the lookup answers.
import { recordAddressOf, type RecordLookups } from '../../sections/shared/recordAddress';

/** A record type as the first screen needs it: its page route, API type and lookups. */
export interface PageRecordType {
  route: string;
  apiType: string;
  lookups: RecordLookups;
}

/** An API address as the page's client writes it (src/api/client.ts apiUrl): /api/<path>, then the non-empty parameters. */
export function apiAddress(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return `/api/${path}${query ? `?${query}` : ''}`;
}

/** What every page asks first: the profile (000 §7) and the network's subscription (the detail guard, the header). */
export const SHELL_CALLS: readonly string[] = [apiAddress('auth/profile'), apiAddress('subscription/status')];

/** The record call of a detail page's address: the record by key, or the lookup that resolves its key; null for none. */
export function recordCall(types: readonly PageRecordType[], pathname: string, params: URLSearchParams): { address: string; apiType: string; lookup: boolean } | null {
  const type = types.find((candidate) => candidate.route === pathname);
  if (!type) return null;
  const address = recordAddressOf(type.lookups, params);
  if (address.kind === 'key') return { address: recordByKey(type.apiType, address.key), apiType: type.apiType, lookup: false };
  if (address.kind === 'lookup') return { address: apiAddress(`detail/${type.apiType}/${address.by}`, { [address.by]: address.value }), apiType: type.apiType, lookup: true };
  return null;
}

export const recordByKey = (apiType: string, key: string) => apiAddress(`detail/${apiType}`, { key });
