// 002 §3 Polymorphism: GET detail/polymorphism?key= — the record behind /polyallele (Summary, Associated Genes,
// Associated Polymorphisms, Genetic Markers, Germplasms, Maps, Associated Nucleotide Sequences, Publications).
import * as z from 'zod/mini';
import { geneticMarkerSchema } from './locus/parts';
import {
  attributionSchema,
  commentSchema,
  dateValue,
  flag,
  id,
  list,
  mapAssignmentSchema,
  publicationSummarySchema,
  text,
  type KnownFields,
} from './shared';

/** A gene model the polymorphism lies in or near, with its locus and where in the gene it sits. */
const associatedGeneSchema = z.looseObject({
  /** The gene model name, e.g. 'AT1G01010.1'. */
  geneModel: text(),
  geneId: z.nullish(id),
  /** The locus name, e.g. 'AT1G01010'. */
  locus: text(),
  locusId: z.nullish(id),
  mapType: text(),
  /** e.g. 'exon', 'intron', 'five_prime_UTR', 'promoter'. */
  geneFeatureSite: text(),
  relationshipType: text(),
  description: text(),
});

/**
 * A related polymorphism of the same group: the form a marker takes in one accession (its PCR product lengths
 * or digest pattern). groupPolymorphismId is that polymorphism's key; speciesVariantId the accession's key.
 */
const groupPolymorphismSchema = z.looseObject({
  groupPolymorphismId: z.nullish(id),
  /** 002 §9 polymorphism types, e.g. 'digest_pattern', 'PCR_product_length'. */
  polymorphismType: text(),
  polymorphicSequence: text(),
  verified: z.nullish(flag),
  /** The accession's short name, e.g. 'Col-0'. */
  abbrevName: text(),
  speciesVariantId: z.nullish(id),
  /** Product or fragment lengths, e.g. '520, 310'. */
  lengths: z.nullish(z.union([z.string(), z.number()])),
  units: text(),
  enzymeName: text(),
  restrictionEnzymeId: z.nullish(id),
  numSites: z.nullish(z.number()),
});

/** A germplasm that carries the polymorphism; tairObjectId is its key. */
const germplasmCollectionSchema = z.looseObject({ name: text(), tairObjectId: z.nullish(id), description: text() });

export const polymorphismSchema = z.looseObject({
  /** The name as published, e.g. 'lfy-12'; name is the same, normalised for look-up. */
  originalName: text(),
  name: z.string(),
  polymorphismTairObjectId: z.nullish(id),
  dateLastModified: z.nullish(dateValue),
  aliases: list(z.string()),
  /** 002 §9: compound, deletion, digest_pattern, INDEL, insertion, PCR_product_length, substitution, visible. */
  polymorphismType: text(),
  /** 002 §9: short or T-DNA (insertions only). */
  insertionType: text(),
  chromosome: text(),
  /** 002 §9 construct types, for insertions. */
  constructType: text(),
  mutagen: text(),
  /** Where the change lies, in words (e.g. 'Q245 to stop codon'). */
  mutationSite: text(),
  /** 002 §9: dominant, incompletely dominant, recessive. */
  inheritance: text(),
  /** 002 §9 allele types, e.g. 'loss of function', 'hypomorphic'. */
  alleleMode: text(),
  description: text(),
  attributions: list(attributionSchema),
  associatedGenes: list(associatedGeneSchema),
  tfcPolymorphisms: list(groupPolymorphismSchema),
  associatedNucleotideSequences: list(z.looseObject({ genBankAccession: text() })),
  germplasmCollections: list(germplasmCollectionSchema),
  /** The Genetic Markers section: markers that detect the polymorphism. */
  geneticMarkers: list(geneticMarkerSchema),
  /** The Maps section. */
  globalAssignments: list(mapAssignmentSchema),
  publications: list(publicationSummarySchema),
  comments: list(commentSchema),
});

/** The parsed polymorphism, with only its known fields (so config paths are checked by `tsc`). */
export type Polymorphism = KnownFields<z.infer<typeof polymorphismSchema>>;

/** A detail/polymorphism response as the server sends it. */
export type PolymorphismResponse = z.input<typeof polymorphismSchema>;
