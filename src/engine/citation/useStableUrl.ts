import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import type { RecordTypeConfigData } from '../config/format';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { identityFromParams } from '../identity';

/** The record's lasting address: its ?key= page on this origin, whatever name or accession opened it. */
export function stableUrlOf(origin: string, route: string, key: string): string {
  return `${origin}${route}?key=${encodeURIComponent(key)}`;
}

/**
 * The stable URL of the record on screen. The key is the address's own, or the one the name or accession lookup
 * answered (useRecord asked it before the record could show, so it is in the query cache). Should neither be
 * known, the address as it is, without its section anchor, stands in.
 */
export function useStableUrl(config: RecordTypeConfigData): { stableUrl: string; key?: string } {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const identity = identityFromParams(config, params);
  const key =
    identity.kind === 'key'
      ? identity.key
      : identity.kind === 'lookup'
        ? queryClient.getQueryData<string | null>(queryKeys.lookup(config.apiType, identity.by, identity.value))
        : undefined;
  // The server's first screen shows the address without its origin (behind a proxy, the origin is the browser's).
  const origin = useBrowserValue(() => window.location.origin, '');
  return key ? { stableUrl: stableUrlOf(origin, config.route, key), key } : { stableUrl: `${origin}${pathname}${search}` };
}
