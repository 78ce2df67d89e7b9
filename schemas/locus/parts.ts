// The lists of 002 §3 Locus, one schema each. Loose objects: unknown fields pass through; known ones are checked.
import * as z from 'zod/mini';
import { authors, dateValue, flag, id, list, mapAssignmentSchema, text, year } from '../shared';

/** The representative gene model of the locus. */
export const repGeneSchema = z.looseObject({
  geneId: z.nullish(id),
  name: text(),
  symbol: text(),
  /** e.g. 'protein_coding', 'pseudogene'; also chooses the genome browser tracks (002 §9). */
  geneModelType: text(),
  description: text(),
  tairObjectId: z.nullish(id),
});

export const locusSymbolSchema = z.looseObject({ name: text(), fullName: text() });

/** A locus history event (updateHistories, affectedByHistories). */
export const updateHistorySchema = z.looseObject({
  tairObjectId: z.nullish(id),
  updateType: text(),
  name: text(),
  date: z.nullish(dateValue),
  /** Whether the named locus is obsolete, when the server says so; else the update type tells (002 §4). */
  isObsolete: z.nullish(flag),
});

export const otherGeneSchema = z.looseObject({ geneId: z.nullish(id), name: text(), isSpliceVariant: z.nullish(flag) });

export const transcriptCountSchema = z.looseObject({ transcriptType: text(), transcriptCount: z.nullish(z.number()) });

export const locusTransposonSchema = z.looseObject({ name: text(), transposonId: z.nullish(id), tairObjectId: z.nullish(id) });

const names = z.union([z.string(), z.array(z.string())]);

/**
 * A genetic marker near the locus: {name, tairObjectId, type, aliases, chromosome, globalAssignments,
 * agiChromosomes}, or as 002 §3 "Marker as shown in a locus context" {geneticMarkerName, geneticMarkerId,
 * geneticMarkerType, originalAlias, chromosome, startPosition, endPosition, units}.
 */
export const geneticMarkerSchema = z.looseObject({
  name: text(),
  tairObjectId: z.nullish(id),
  type: text(),
  aliases: z.nullish(names),
  chromosome: text(),
  globalAssignments: list(mapAssignmentSchema),
  agiChromosomes: z.nullish(names),
  geneticMarkerName: text(),
  geneticMarkerId: z.nullish(id),
  geneticMarkerType: text(),
  originalAlias: text(),
  startPosition: z.nullish(z.number()),
  endPosition: z.nullish(z.number()),
  units: text(),
});

/** A nucleotide sequence of the locus; its name is the GenBank accession. */
export const locusNucleotideSequenceSchema = z.looseObject({ name: text(), nucleotideSequenceId: z.nullish(id) });

export const locusProteinDomainSchema = z.looseObject({ displayName: text(), accession: text() });

export const locusProteinSequenceSchema = z.looseObject({
  tairObjectId: z.nullish(id),
  name: text(),
  length: z.nullish(z.number()),
  molecularWeight: z.nullish(z.number()),
  isoelectricPoint: z.nullish(z.number()),
  domains: list(locusProteinDomainSchema),
});

export const arrayElementSummarySchema = z.looseObject({ name: text() });

export const locusCloneSchema = z.looseObject({
  cloneId: z.nullish(id),
  name: text(),
  aliases: list(z.string()),
  /** GenBank accessions of the clone's sequences. */
  sequenceAccessions: list(z.string()),
  /** Stock centre numbers. */
  stockNames: list(z.string()),
  vectorType: text(),
});

export const featureGeneGroupSchema = z.looseObject({ geneFeatureSite: text(), geneNames: list(z.string()) });

export const locusPolymorphismSchema = z.looseObject({
  polymorphismId: z.nullish(id),
  name: text(),
  type: text(),
  alleleMode: text(),
  featureGeneGroups: list(featureGeneGroupSchema),
});

export const locusPublicationSchema = z.looseObject({
  referenceId: z.nullish(id),
  title: text(),
  authors: z.nullish(authors),
  /** The journal or other source. */
  publicatedBy: text(),
  publicationYear: z.nullish(year),
  locusNames: list(z.string()),
});
