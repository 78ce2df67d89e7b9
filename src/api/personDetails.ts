// GET user/person-details (000 §3, §7): the account details of a person, checked at the door. The profile and
// the edit-person page read them through this one query, so the cache holds one shape whichever page came first.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getPersonDetails } from './accounts';
import { queryKeys } from './queryKeys';

const optionalText = z.optional(z.nullable(z.string()));

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
  /** The account's e-mail choice ('T'/'F') and username, which the edit-person form starts from. */
  SEND_EMAIL: optionalText,
  USERNAME: optionalText,
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

/** One cache entry per person for every page that reads it (profile, edit person), always in the parsed shape. */
export const personDetailsQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.personDetails(communityId),
    queryFn: ({ signal }) => getPersonDetails(communityId, signal).then(readPersonDetails),
  });
