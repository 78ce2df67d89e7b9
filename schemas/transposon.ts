// 002 §3 Transposon: GET detail/transposon?key= — the record behind /transposon (Summary).
import * as z from 'zod/mini';
import { id, mapAssignmentSchema, text, type KnownFields } from './shared';

/** One object or a list of them: the server sends one per element; a list is accepted too. */
const oneOrMany = <T extends z.ZodMiniType>(schema: T) => z.nullish(z.union([schema, z.array(schema)]));

/** The element's sequence record (/sequence?key=nucleotideSeqId). */
const transposonSequenceSchema = z.looseObject({ nucleotideSequenceType: text(), nucleotideSeqId: z.nullish(id) });

/** The locus annotated on the element (a transposable element gene), when there is one. */
const associatedLocusSchema = z.looseObject({ locusName: text(), locusId: z.nullish(id) });

/** Where the element's features lie on the assembly, e.g. the whole element or its long terminal repeats. */
const transposonFeatureSchema = z.looseObject({
  assignmentFeatureType: text(),
  startPosition: z.nullish(z.number()),
  endPosition: z.nullish(z.number()),
});

export const transposonSchema = z.looseObject({
  /** e.g. 'AT1TE12295' (TAIR10 transposable element names: chromosome, 'TE', number). */
  name: z.string(),
  chromosome: text(),
  familyName: text(),
  familyId: z.nullish(id),
  /** e.g. 'LTR/Copia', 'DNA/MuDR'. */
  superFamilyName: text(),
  sequence: oneOrMany(transposonSequenceSchema),
  associatedTransposable: oneOrMany(associatedLocusSchema),
  transposonFeature: oneOrMany(transposonFeatureSchema),
  globalAssignment: oneOrMany(mapAssignmentSchema),
});

/** The parsed transposon, with only its known fields. */
export type Transposon = KnownFields<z.infer<typeof transposonSchema>>;

/** A detail/transposon response as the server sends it. */
export type TransposonResponse = z.input<typeof transposonSchema>;
