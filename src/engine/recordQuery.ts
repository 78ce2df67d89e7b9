import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getRecordDetail } from '../api/endpoints';
import { queryKeys } from '../api/queryKeys';

/** A detail record's response as fetched (not yet checked against its schema): one cache entry per type and key. */
export const recordQuery = (apiType: string, key: string) =>
  queryOptions({
    queryKey: queryKeys.record(apiType, key),
    queryFn: ({ signal }) =>
      getRecordDetail(apiType, key, signal).catch((error: unknown) => {
        // 002 §8: a failed detail fetch is logged, then shown as not found.
        console.warn(`Loading ${apiType} ${key} failed`, error);
        throw error;
      }),
  });

/**
 * Starts fetching the record a detail address names by its key, without waiting: the route calls it as soon as the
 * visitor may see the page, so the response travels while the page's code is still loading (the page then finds it
 * in the cache, or in flight). Addresses by name, accession or id are resolved by the page itself.
 */
export function prefetchRecord(client: QueryClient, apiType: string, url: URL): void {
  const key = url.searchParams.get('key')?.trim() ?? '';
  if (key !== '') void client.prefetchQuery(recordQuery(apiType, key));
}
