// 002 §3 Genetic marker: GET detail/marker?key= — the record behind /marker (Summary, Associated Polymorphisms,
// Associated Nucleotide Sequences, Publications).
import * as z from 'zod/mini';
import {
  attributionSchema,
  commentSchema,
  count,
  dateValue,
  flag,
  id,
  list,
  mapAssignmentSchema,
  publicationSummarySchema,
  text,
  type KnownFields,
} from './shared';

/** The locus a marker sits in or next to. The server sends one object; a list of them is accepted too. */
const markerLocusSchema = z.looseObject({ name: text(), locusId: z.nullish(id) });

/** A gene model the marker tags, and how (e.g. 'within gene', 'derived from gene'). */
const markerGeneSchema = z.looseObject({
  geneName: text(),
  geneId: z.nullish(id),
  locusName: text(),
  locusId: z.nullish(id),
  associationType: text(),
});

/** The clone or sequence a marker was designed from. */
const madeFromSchema = z.looseObject({
  /** The name it was designed from when that object is no longer in the database. */
  obsoleteName: text(),
  mapElementType: text(),
  cloneId: z.nullish(id),
});

/** A PCR product length seen in one ecotype (abbrevName), which is a PCR_product_length polymorphism. */
const pcrProductLengthSchema = z.looseObject({
  polymorphismId: z.nullish(id),
  polymorphismName: text(),
  abbrevName: text(),
  /** Base pairs. */
  productLength: count(),
  attributionId: z.nullish(id),
});

/** A restriction digest of the PCR product in one ecotype (CAPS and dCAPS markers): a digest_pattern polymorphism. */
const digestPatternSchema = z.looseObject({
  ...pcrProductLengthSchema.shape,
  restrictionEnzymeName: text(),
  restrictionEnzymeId: z.nullish(id),
  /** The fragment sizes in base pairs, e.g. '340, 160'. */
  fragmentationLength: z.nullish(z.union([z.string(), z.number()])),
  numSites: count(),
});

export const markerSchema = z.looseObject({
  markerName: z.string(),
  aliases: list(z.string()),
  dateLastModified: z.nullish(dateValue),
  /** e.g. 'GeneticMarker:4102001'. */
  tairAccession: text(),
  /** e.g. 'SSLP', 'CAPS', 'dCAPS', 'RFLP'. */
  markerType: text(),
  /** Base pairs of the marker's sequence, when it has one. */
  length: count(),
  /** 'T' when the marker is typed by PCR. */
  isPCRMarker: z.nullish(flag),
  specialConditions: text(),
  chromosome: text(),
  associatedLoci: z.nullish(z.union([markerLocusSchema, z.array(markerLocusSchema)])),
  associatedGene: list(markerGeneSchema),
  madeFrom: z.nullish(madeFromSchema),
  globalAssignments: list(mapAssignmentSchema),
  pcrProductLengths: list(pcrProductLengthSchema),
  digestPatterns: list(digestPatternSchema),
  /** The PCR primers (5'→3'), forward and reverse. */
  flankSequence: z.nullish(z.looseObject({ sequence1: text(), sequence2: text() })),
  comments: list(commentSchema),
  attributions: list(attributionSchema),
  publications: list(publicationSummarySchema),
});

/** The parsed marker, with only its known fields. */
export type Marker = KnownFields<z.infer<typeof markerSchema>>;

/** A detail/marker response as the server sends it. */
export type MarkerResponse = z.input<typeof markerSchema>;
