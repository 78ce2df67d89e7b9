// 002 §3 Organization: GET detail/organization?key= — the record behind /organization (Summary). The key is the
// communityId; 002 §6 offers Update Record only to an affiliated person or a curator.
import * as z from 'zod/mini';
import { dateValue, flag, id, list, text, type KnownFields } from './shared';

/** 002 §9: phoneType is work or fax. */
const phoneSchema = z.looseObject({ phoneType: text(), phoneNumber: text() });

/** A person who works at the organization; personId is the person's key. */
const affiliationSchema = z.looseObject({
  personId: z.nullish(id),
  firstName: text(),
  lastName: text(),
  /** T when the person leads a group there. */
  isPi: z.nullish(flag),
  jobTitle: text(),
});

export const organizationSchema = z.looseObject({
  name: z.string(),
  communityId: z.nullish(id),
  organizationId: z.nullish(id),
  /** e.g. 'academic', 'non-profit', 'stock center'. */
  organizationType: text(),
  /** The street address, its lines separated by backslashes as it is stored (000 §5); pages show one line each. */
  address: text(),
  city: text(),
  region: text(),
  postalCode: text(),
  country: text(),
  phones: list(phoneSchema),
  websites: list(z.looseObject({ url: text() })),
  affiliations: list(affiliationSchema),
  dateLastUpdated: z.nullish(dateValue),
});

/** The parsed organization, with only its known fields (so config paths are checked by `tsc`). */
export type Organization = KnownFields<z.infer<typeof organizationSchema>>;

/** A detail/organization response as the server sends it. */
export type OrganizationResponse = z.input<typeof organizationSchema>;
