// 002 §3 Vector: GET detail/vector?key= — the record behind /vector (Summary).
import * as z from 'zod/mini';
import { hostStrainSummarySchema, stockDetailSchema } from './clone';
import { attributionSchema, id, list, text, type KnownFields } from './shared';

/** A library built in this vector; libraryId is the library's key. */
const libraryVectorSchema = z.looseObject({ name: text(), libraryId: z.nullish(id) });

/** A map of the vector. */
const vectorImageSchema = z.looseObject({ imageId: z.nullish(id), name: text(), description: text() });

export const vectorSchema = z.looseObject({
  name: z.string(),
  tairObjectId: z.nullish(id),
  /** e.g. 'binary vector', 'BAC vector', 'plasmid'. */
  vectorType: text(),
  description: text(),
  hostStrain: z.nullish(hostStrainSummarySchema),
  /** The promoter that drives the plant selectable marker or the insert, e.g. 'CaMV 35S'. */
  promoterName: text(),
  promoterInfo: text(),
  /** Selection in bacteria and in plants, in words. */
  antibioticResistance: text(),
  libraryVectors: list(libraryVectorSchema),
  imageDetails: list(vectorImageSchema),
  stockDetails: list(stockDetailSchema),
  attributions: list(attributionSchema),
});

/** The parsed vector, with only its known fields (so config paths are checked by `tsc`). */
export type Vector = KnownFields<z.infer<typeof vectorSchema>>;

/** A detail/vector response as the server sends it. */
export type VectorResponse = z.input<typeof vectorSchema>;
