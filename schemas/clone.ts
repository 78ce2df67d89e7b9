// 002 §3 Clone: GET detail/clone?key= — the record behind /clone (Summary).
import * as z from 'zod/mini';
import { attributionSchema, commentSchema, dateValue, id, list, mapAssignmentSchema, text, type KnownFields } from './shared';

/** The insert the clone carries. 002 §3: an insertSize of 0 means Unknown. */
const parentCloneSchema = z.looseObject({
  /** e.g. 'cDNA', 'genomic DNA', 'ORF'. */
  insertType: text(),
  /** Base pairs; 0 means unknown. */
  insertSize: z.nullish(z.number()),
});

/** The organism and accession the insert comes from; speciesVariantId is the ecotype's key. */
const cloneTaxonSchema = z.looseObject({ scientificName: text(), originalName: text(), speciesVariantId: z.nullish(id) });

/** The gene the insert covers. */
const cloneGeneSchema = z.looseObject({
  geneName: text(),
  geneId: z.nullish(id),
  locusName: text(),
  locusId: z.nullish(id),
  /** e.g. 'contains', 'full-length cDNA of'. */
  relationshipType: text(),
});

/**
 * A stock of a clone or vector at a stock centre, with its donor: a person or an organization (communityType),
 * by community key.
 */
export const stockDetailSchema = z.looseObject({
  stockId: z.nullish(id),
  name: text(),
  /** 002 §9: available, not available, not yet received, no longer distributed. */
  stockAvailabilityType: text(),
  donorStockNumber: text(),
  description: text(),
  communityType: text(),
  communityId: z.nullish(id),
  firstName: text(),
  lastName: text(),
  organizationName: text(),
});

/** A sequence of the clone; icAccession is the GenBank accession. */
const cloneSequenceSchema = z.looseObject({
  nucleotidesequenceType: text(),
  organizationName: text(),
  attributionDate: z.nullish(dateValue),
  icAccession: text(),
  /** The GenBank gi number of the sequence. */
  genbankGi: z.nullish(z.union([z.string(), z.number()])),
  sequenceClass: text(),
  nucleotideSeqId: z.nullish(id),
});

/** An end sequence read from the clone; cloneEndId is the clone end's key, cloneEndType the primer (T7, SP6). */
const cloneEndSummarySchema = z.looseObject({ cloneEndId: z.nullish(id), name: text(), cloneEndType: text() });

/** A vector the insert sits in; vectorId is the vector's key. */
const cloneVectorSchema = z.looseObject({ name: text(), vectorId: z.nullish(id), vectorType: text(), description: text() });

/** The bacterial strain that hosts a clone or vector; hostStrainId is its key. */
export const hostStrainSummarySchema = z.looseObject({
  genus: text(),
  species: text(),
  originalName: text(),
  hostStrainId: z.nullish(id),
});

export const cloneSchema = z.looseObject({
  name: z.string(),
  dateLastModified: z.nullish(dateValue),
  aliases: list(z.string()),
  tairObjectId: z.nullish(id),
  chromosome: text(),
  /** The antibiotic that selects for the clone in its host, e.g. 'chloramphenicol'. */
  antibioticSelection: text(),
  parentClone: z.nullish(parentCloneSchema),
  taxon: z.nullish(cloneTaxonSchema),
  gene: z.nullish(cloneGeneSchema),
  stockDetails: list(stockDetailSchema),
  sequences: list(cloneSequenceSchema),
  cloneEnds: list(cloneEndSummarySchema),
  vectorDetails: list(cloneVectorSchema),
  hostStrain: z.nullish(hostStrainSummarySchema),
  globalAssignments: list(mapAssignmentSchema),
  comments: list(commentSchema),
  attributions: list(attributionSchema),
});

/** The parsed clone, with only its known fields (so config paths are checked by `tsc`). */
export type Clone = KnownFields<z.infer<typeof cloneSchema>>;

/** A detail/clone response as the server sends it. */
export type CloneResponse = z.input<typeof cloneSchema>;
