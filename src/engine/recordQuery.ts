import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getRecordDetail, lookupRecordKey, type LookupBy } from '../api/endpoints';
import { queryKeys } from '../api/queryKeys';
import type { RecordTypeConfigData } from './config/format';
import { identityFromParams, keyFromLookup } from './identity';

/**
 * A detail record's response as fetched (not yet checked against its schema): one cache entry per type and key.
 * `early`: asked before the route guard has answered, so a 401 is only an error; a page that then opens and finds
 * that error asks again (a query in error is fetched anew on mount), and its own call applies the 401 rule.
 */
export const recordQuery = (apiType: string, key: string, early = false) =>
  queryOptions({
    queryKey: queryKeys.record(apiType, key),
    queryFn: ({ signal }) =>
      getRecordDetail(apiType, key, signal, !early).catch((error: unknown) => {
        // 002 §8: a failed detail fetch is logged, then shown as not found.
        console.warn(`Loading ${apiType} ${key} failed`, error);
        throw error;
      }),
  });

/** A name, accession or id resolved to the record's key (null when no record has it): one cache entry per value. */
export const lookupQuery = (apiType: string, by: LookupBy, value: string, early = false) =>
  queryOptions({
    queryKey: queryKeys.lookup(apiType, by, value),
    queryFn: ({ signal }) => lookupRecordKey(apiType, by, value, signal, !early).then(keyFromLookup),
  });

/**
 * Starts fetching the record a detail address names by its key, without waiting: the route calls it as soon as the
 * address is known, so the response travels while the page's code and the visitor's access are still being loaded
 * (the page then finds it in the cache, or in flight).
 */
export function prefetchRecord(client: QueryClient, apiType: string, url: URL): void {
  const key = url.searchParams.get('key')?.trim() ?? '';
  if (key !== '') void client.prefetchQuery(recordQuery(apiType, key, true));
}

/**
 * For an address by name, accession or id, once the page's config is known (it says how each is looked up): the
 * lookup, then the record, both into the cache the page reads. Failures are the page's to show; here they end quietly.
 */
export async function prefetchLookedUpRecord(client: QueryClient, config: RecordTypeConfigData, url: URL): Promise<void> {
  const identity = identityFromParams(config, url.searchParams);
  if (identity.kind !== 'lookup') return;
  const key = await client.fetchQuery(lookupQuery(config.apiType, identity.by, identity.value, true)).catch(() => null);
  if (key !== null) await client.prefetchQuery(recordQuery(config.apiType, key, true));
}
