// The profile page's own data: the usage tracker (000 §3, §7), checked at the door. The person details are shared
// with the edit-person page (src/api/personDetails.ts).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getBucketUsage } from '../../api/accounts';
import { queryKeys } from '../../api/queryKeys';

const optionalText = z.optional(z.nullable(z.string()));

const usageTrackerSchema = z.object({
  total_units: z.number(),
  remaining_units: z.number(),
  expiry_date: optionalText,
  free_expiry_date: optionalText,
  bucketsBought: z.optional(z.nullable(z.number())),
});

export type UsageTracker = z.infer<typeof usageTrackerSchema>;

/**
 * GET subscription/bucket/usage. The tracker, or null when there is none to show: the server's { message }
 * answer, an answer of another shape, or a failed call all mean 'No Usage Units Available'.
 */
export const bucketUsageQuery = (partyId: string) =>
  queryOptions({
    queryKey: queryKeys.bucketUsage(partyId),
    // Reading a record page spends a unit on the server, so the profile asks again each time it opens.
    staleTime: 0,
    queryFn: ({ signal }): Promise<UsageTracker | null> =>
      getBucketUsage(partyId, signal).then(
        (body) => {
          const parsed = usageTrackerSchema.safeParse(body);
          return parsed.success ? parsed.data : null;
        },
        (error: unknown) => {
          if (signal.aborted) throw error;
          console.warn('The usage units could not be loaded.', error);
          return null;
        },
      ),
  });
