// 002 §3 Transposon family: GET detail/transposonfamily?key= — the record behind /transposonfamily (Summary).
import * as z from 'zod/mini';
import { dateValue, id, list, text, type KnownFields } from './shared';

/** A member element, with where it lies (chromosome and base positions). */
const associatedTransposonSchema = z.looseObject({
  name: text(),
  transposonId: z.nullish(id),
  chromosome: text(),
  start: z.nullish(z.number()),
  end: z.nullish(z.number()),
});

export const transposonFamilySchema = z.looseObject({
  /** e.g. 'ATCOPIA78'. */
  transposonFamilyName: z.string(),
  /** e.g. 'LTR/Copia'. */
  superFamilyName: text(),
  dateLastUpdated: z.nullish(dateValue),
  associatedTransposons: list(associatedTransposonSchema),
});

/** The parsed transposon family, with only its known fields. */
export type TransposonFamily = KnownFields<z.infer<typeof transposonFamilySchema>>;

/** A detail/transposonfamily response as the server sends it. */
export type TransposonFamilyResponse = z.input<typeof transposonFamilySchema>;
