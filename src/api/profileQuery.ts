import { queryOptions } from '@tanstack/react-query';
import { getAuthProfile } from './endpoints';
import { queryKeys } from './queryKeys';

/**
 * The auth profile (000 §7) as one cached query that every reader shares; each reader picks what it needs with
 * `select`. A failed load counts as nobody logged in (000 §8: "treated as not logged in; logged only").
 */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }): Promise<unknown> =>
    getAuthProfile(signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
      console.warn('The profile could not be loaded; continuing as not logged in.', error);
      return { loggedIn: false };
    }),
  staleTime: 60_000,
});
