// 002 §3 Host strain: GET detail/hoststrain?key= — the record behind /hoststrain (Summary): the bacterial strain
// that carries clones, vectors and libraries.
import * as z from 'zod/mini';
import { attributionSchema, commentSchema, dateValue, list, text, type KnownFields } from './shared';

export const hostStrainSchema = z.looseObject({
  name: z.string(),
  dateLastModified: z.nullish(dateValue),
  tairAccession: text(),
  /** The growth medium and conditions. */
  media: text(),
  /** The strain's genotype in standard bacterial notation. */
  genotype: text(),
  taxons: list(z.looseObject({ genus: text(), species: text() })),
  comments: list(commentSchema),
  attributions: list(attributionSchema),
});

/** The parsed host strain, with only its known fields (so config paths are checked by `tsc`). */
export type HostStrain = KnownFields<z.infer<typeof hostStrainSchema>>;

/** A detail/hoststrain response as the server sends it. */
export type HostStrainResponse = z.input<typeof hostStrainSchema>;
