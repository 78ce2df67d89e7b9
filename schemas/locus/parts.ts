// The lists of 002 §3 Locus, one schema each. Loose objects: unknown fields pass through; known ones are checked.
import { z } from 'zod';
import { authors, dateValue, flag, id, list, mapAssignmentSchema, text, year } from '../shared';

/** The representative gene model of the locus. */
export const repGeneSchema = z.looseObject({
  geneId: id.nullish(),
  name: text(),
  symbol: text(),
  /** e.g. 'protein_coding', 'pseudogene'; also chooses the genome browser tracks (002 §9). */
  geneModelType: text(),
  description: text(),
  tairObjectId: id.nullish(),
});

export const locusSymbolSchema = z.looseObject({ name: text(), fullName: text() });

/** A locus history event (updateHistories, affectedByHistories). */
export const updateHistorySchema = z.looseObject({
  tairObjectId: id.nullish(),
  updateType: text(),
  name: text(),
  date: dateValue.nullish(),
  /** Whether the named locus is obsolete, when the server says so; else the update type tells (002 §4). */
  isObsolete: flag.nullish(),
});

export const otherGeneSchema = z.looseObject({ geneId: id.nullish(), name: text(), isSpliceVariant: flag.nullish() });

export const transcriptCountSchema = z.looseObject({ transcriptType: text(), transcriptCount: z.number().nullish() });

export const locusTransposonSchema = z.looseObject({ name: text(), transposonId: id.nullish(), tairObjectId: id.nullish() });

const names = z.union([z.string(), z.array(z.string())]);

/**
 * A genetic marker near the locus: {name, tairObjectId, type, aliases, chromosome, globalAssignments,
 * agiChromosomes}, or as 002 §3 "Marker as shown in a locus context" {geneticMarkerName, geneticMarkerId,
 * geneticMarkerType, originalAlias, chromosome, startPosition, endPosition, units}.
 */
export const geneticMarkerSchema = z.looseObject({
  name: text(),
  tairObjectId: id.nullish(),
  type: text(),
  aliases: names.nullish(),
  chromosome: text(),
  globalAssignments: list(mapAssignmentSchema),
  agiChromosomes: names.nullish(),
  geneticMarkerName: text(),
  geneticMarkerId: id.nullish(),
  geneticMarkerType: text(),
  originalAlias: text(),
  startPosition: z.number().nullish(),
  endPosition: z.number().nullish(),
  units: text(),
});

/** A nucleotide sequence of the locus; its name is the GenBank accession. */
export const locusNucleotideSequenceSchema = z.looseObject({ name: text(), nucleotideSequenceId: id.nullish() });

export const locusProteinDomainSchema = z.looseObject({ displayName: text(), accession: text() });

export const locusProteinSequenceSchema = z.looseObject({
  tairObjectId: id.nullish(),
  name: text(),
  length: z.number().nullish(),
  molecularWeight: z.number().nullish(),
  isoelectricPoint: z.number().nullish(),
  domains: list(locusProteinDomainSchema),
});

export const arrayElementSummarySchema = z.looseObject({ name: text() });

export const locusCloneSchema = z.looseObject({
  cloneId: id.nullish(),
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
  polymorphismId: id.nullish(),
  name: text(),
  type: text(),
  alleleMode: text(),
  featureGeneGroups: list(featureGeneGroupSchema),
});

export const locusPublicationSchema = z.looseObject({
  referenceId: id.nullish(),
  title: text(),
  authors: authors.nullish(),
  /** The journal or other source. */
  publicatedBy: text(),
  publicationYear: year.nullish(),
  locusNames: list(z.string()),
});
