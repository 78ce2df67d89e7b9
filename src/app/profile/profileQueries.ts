// The profile page's own data: the usage tracker and the person details (000 §3, §7), checked at the door.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getBucketUsage, getPersonDetails } from '../../api/accounts';
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

const affiliationSchema = z.object({
  community_id: z.union([z.number(), z.string()]),
  name: optionalText,
});

const personDetailsSchema = z.object({
  FIRST_NAME: optionalText,
  LAST_NAME: optionalText,
  ADDRESS: optionalText,
  CITY: optionalText,
  REGION: optionalText,
  POSTAL_CODE: optionalText,
  COUNTRY: optionalText,
  AFFILIATIONS: z.optional(z.nullable(z.array(affiliationSchema))),
  REGISTERING_FOR_ABRC: optionalText,
  IS_TAIR_CURATOR: optionalText,
});

export type PersonDetails = z.infer<typeof personDetailsSchema>;

export class PersonDetailsUnavailable extends Error {
  constructor(reason: string) {
    super(`The person details could not be read: ${reason}`);
    this.name = 'PersonDetailsUnavailable';
  }
}

/** 000 §7: person details, or a { message } when there are none; a message or another shape is a failure. */
export function readPersonDetails(body: unknown): PersonDetails {
  if (body && typeof body === 'object' && 'message' in body && !('FIRST_NAME' in body)) {
    throw new PersonDetailsUnavailable(String((body as { message: unknown }).message));
  }
  const parsed = personDetailsSchema.safeParse(body);
  if (!parsed.success) throw new PersonDetailsUnavailable('unexpected answer');
  return parsed.data;
}

export const personDetailsQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.personDetails(communityId),
    queryFn: ({ signal }) => getPersonDetails(communityId, signal).then(readPersonDetails),
  });
