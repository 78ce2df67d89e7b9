// A gene family: GET detail/genefamily?key=. 002 §3 lists a family by name, count text and submitter; the record
// adds the member loci that the family groups.
import * as z from 'zod/mini';
import { dateValue, id, list, text, type KnownFields } from './shared';

/** The person who submitted a list (gene family, microarray experiment), with the organization they belong to. */
export const submitterSchema = z.looseObject({
  firstName: text(),
  lastName: text(),
  communityId: z.nullish(id),
  organizationName: text(),
});

/** A member locus of the family. */
const familyLocusSchema = z.looseObject({
  name: text(),
  locusId: z.nullish(id),
  symbol: text(),
  fullName: text(),
});

export const geneFamilySchema = z.looseObject({
  /** e.g. 'NAC transcription factor family'. */
  name: z.string(),
  /** How many genes the family has, as the submitter worded it, e.g. '105 genes'. */
  countText: text(),
  submitter: z.nullish(submitterSchema),
  description: text(),
  dateLastModified: z.nullish(dateValue),
  loci: list(familyLocusSchema),
});

/** The parsed gene family, with only its known fields. */
export type GeneFamily = KnownFields<z.infer<typeof geneFamilySchema>>;

/** A detail/genefamily response as the server sends it. */
export type GeneFamilyResponse = z.input<typeof geneFamilySchema>;
