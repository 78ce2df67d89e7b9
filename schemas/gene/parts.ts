// The parts of 002 §3 Gene, one schema each. Loose objects: unknown fields pass through; known ones are checked.
import { z } from 'zod';
import { authors, id, list, text, year } from '../shared';

export const geneSymbolSchema = z.looseObject({ symbol: text(), fullName: text() });

/** Where the gene model sits on a map (often the assembly). */
export const geneMapLocationSchema = z.looseObject({
  chromosome: z.union([z.string(), z.number()]).nullish(),
  startPosition: z.number().nullish(),
  endPosition: z.number().nullish(),
  mapName: text(),
  mapId: id.nullish(),
  mapType: text(),
  units: text(),
  globalAssignmentId: id.nullish(),
});

export const geneNucleotideSequenceSchema = z.looseObject({
  /** e.g. 'full length genomic', 'full length CDS', 'full length cDNA'. */
  nucleotideSequenceType: text(),
  icAccession: text(),
});

/**
 * A feature of the gene model on the genome: exon, ORF or CDS, UTRs, introns. start > end means the reverse
 * strand. The geneFeatures derivation adds the UTRs and introns that ORF + exons imply (002 §4).
 */
export const geneFeatureSchema = z.looseObject({
  assignmentFeatureType: text(),
  startPosition: z.number().nullish(),
  endPosition: z.number().nullish(),
});

export const geneProteinDomainSchema = z.looseObject({
  interproData: z.looseObject({ name: text(), accession: text() }).nullish(),
});

export const geneProteinSchema = z.looseObject({
  tairObjectId: id.nullish(),
  name: text(),
  length: z.number().nullish(),
  /** Calculated molecular weight (Da) and isoelectric point. */
  calcMw: z.number().nullish(),
  calcPi: z.number().nullish(),
  domains: list(geneProteinDomainSchema),
});

/** GO and PO annotations of the gene, grouped by category and relationship type. */
export const geneOntologyGroupSchema = z.looseObject({
  category: text(),
  relationshipType: text(),
  keywords: list(z.looseObject({ keyword: text(), keywordId: id.nullish() })),
});

export const genePolymorphismInfoSchema = z.looseObject({
  originalName: text(),
  polymorphismId: id.nullish(),
  polymorphismType: text(),
  geneFeatureSite: text(),
  alleleMode: text(),
});

export const genePublicationSchema = z.looseObject({
  publicationId: id.nullish(),
  authors: authors.nullish(),
  title: text(),
  pubSource: z.looseObject({ name: text() }).nullish(),
  publicationYear: year.nullish(),
});
