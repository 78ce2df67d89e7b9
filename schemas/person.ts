// 002 §3 Person: GET detail/person?key= — the record behind /person (Summary). The key is the communityId.
import * as z from 'zod/mini';
import { flag, id, list, publicationSummarySchema, text, type KnownFields } from './shared';

export const personSchema = z.looseObject({
  communityId: z.nullish(id),
  personId: z.nullish(id),
  firstName: text(),
  lastName: z.string(),
  /** e.g. '0000-0002-1825-0097'; shown as a link to the ORCID profile. */
  orcidId: text(),
  email: text(),
  /** 002 §6: the e-mail is shown only when this is T. */
  displayEmail: z.nullish(flag),
  institutionName: text(),
  region: text(),
  country: text(),
  publications: list(publicationSummarySchema),
});

/** The parsed person, with only its known fields (so config paths are checked by `tsc`). */
export type Person = KnownFields<z.infer<typeof personSchema>>;

/** A detail/person response as the server sends it. */
export type PersonResponse = z.input<typeof personSchema>;
