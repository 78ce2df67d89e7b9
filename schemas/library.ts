// 002 §3 Library: GET detail/library?key= — the record behind /library (Summary): a clone library.
import * as z from 'zod/mini';
import { stockEntrySchema } from './germplasm';
import { attributionSchema, commentSchema, dateValue, id, list, text, type KnownFields } from './shared';

/** 002 §3: the page shows two enzymes. */
const restrictionEnzymeSchema = z.looseObject({ name: text(), id: z.nullish(id) });

/** The vector the library was built in; vectorId is the vector's key. */
const libraryVectorSchema = z.looseObject({ name: text(), vectorId: z.nullish(id), vectorType: text() });

/** A host strain of the library; hostStrainId is its key. */
const libraryHostStrainSchema = z.looseObject({
  genus: text(),
  species: text(),
  strainName: text(),
  hostStrainId: z.nullish(id),
});

/** The germplasm the library's DNA or RNA was prepared from; tairObjectId is its key. */
const libraryGermplasmSchema = z.looseObject({ name: text(), tairObjectId: z.nullish(id) });

export const librarySchema = z.looseObject({
  name: z.string(),
  dateLastModified: z.nullish(dateValue),
  tairAccession: text(),
  aliases: list(z.string()),
  description: text(),
  /** The prefix of the library's clone names, e.g. 'T' for T25K16. */
  abbreviation: text(),
  insertType: text(),
  /** In words, e.g. '80-120 kb'. */
  insertSizeRange: text(),
  restrictionEnzymes: list(restrictionEnzymeSchema),
  stocks: list(stockEntrySchema),
  vector: z.nullish(libraryVectorSchema),
  hostStrains: list(libraryHostStrainSchema),
  germplasms: list(libraryGermplasmSchema),
  comments: list(commentSchema),
  attributions: list(attributionSchema),
});

/** The parsed library, with only its known fields (so config paths are checked by `tsc`). */
export type Library = KnownFields<z.infer<typeof librarySchema>>;

/** A detail/library response as the server sends it. */
export type LibraryResponse = z.input<typeof librarySchema>;
