import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiSend } from '../../../../api/client';
import { refusalMessage } from '../../../../api/refusalReason';
import type { Payload } from '../rules/prune';

/** How long the form waits after the last change before it asks for a count. */
export const COUNT_DELAY_MS = 400;

export type LiveCount = { state: 'counting' } | { state: 'counted'; total: number } | { state: 'unavailable'; message: string };

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The number of matches of the form as it stands, asked of the category's search call with rowsLimit 1 (the
 * answer's total counts every match), COUNT_DELAY_MS after the last change. Undefined while the form has problems.
 */
export function useLiveCount(endpoint: string, payload: Payload, enabled: boolean): LiveCount | undefined {
  const body = useDebounced(JSON.stringify(payload), COUNT_DELAY_MS);
  const query = useQuery({
    queryKey: ['searchFormCount', endpoint, body],
    queryFn: async () => {
      const answer = await apiSend('POST', endpoint, { ...(JSON.parse(body) as Payload), rowsLimit: 1 });
      const total = (answer.body as { total?: unknown } | null)?.total;
      if (!answer.ok || typeof total !== 'number') {
        throw new Error(refusalMessage(answer.body) ?? `The count could not be read (status ${answer.status}).`);
      }
      return total;
    },
    enabled,
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  if (!enabled) return undefined;
  if (query.isError) return { state: 'unavailable', message: query.error.message };
  if (query.data === undefined) return { state: 'counting' };
  return { state: 'counted', total: query.data };
}
