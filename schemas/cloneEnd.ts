// 002 §3 Clone end: GET detail/cloneend?key= — the record behind /cloneend ('Clone End Detail', Summary). The
// front end loads it through the clone detail call (002 §7 getCloneDetail).
import * as z from 'zod/mini';
import {
  attributionSchema,
  commentSchema,
  dateValue,
  id,
  list,
  mapAssignmentSchema,
  publicationSummarySchema,
  text,
  type KnownFields,
} from './shared';

/** The clone the end was read from; cloneId is that clone's key. */
const endCloneSchema = z.looseObject({
  name: text(),
  cloneId: z.nullish(id),
  vectorType: text(),
  insertType: text(),
  stockName: text(),
});

const endSequenceSchema = z.looseObject({
  nucleotideSequenceType: text(),
  /** Who sequenced the end. */
  source: text(),
});

export const cloneEndSchema = z.looseObject({
  name: z.string(),
  dateLastModified: z.nullish(dateValue),
  tairObjectId: z.nullish(id),
  /** The locus the end sequence falls in or next to. */
  locus: z.nullish(z.looseObject({ locusName: text(), locusId: z.nullish(id) })),
  /** Which end: the vector primer it was read from, e.g. 'T7', 'SP6'. */
  cloneEndType: text(),
  chromosome: text(),
  clones: z.nullish(endCloneSchema),
  sequences: list(endSequenceSchema),
  globalAssignmentDetails: list(mapAssignmentSchema),
  comments: list(commentSchema),
  attributions: list(attributionSchema),
  publications: list(publicationSummarySchema),
});

/** The parsed clone end, with only its known fields (so config paths are checked by `tsc`). */
export type CloneEnd = KnownFields<z.infer<typeof cloneEndSchema>>;

/** A detail/cloneend response as the server sends it. */
export type CloneEndResponse = z.input<typeof cloneEndSchema>;
