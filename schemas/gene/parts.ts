// The parts of 002 §3 Gene, one schema each. Loose objects: unknown fields pass through; known ones are checked.
import * as z from 'zod/mini';
import { authors, id, list, text, year } from '../shared';

export const geneSymbolSchema = z.looseObject({ symbol: text(), fullName: text() });

/** Where the gene model sits on a map (often the assembly). */
export const geneMapLocationSchema = z.looseObject({
  chromosome: z.nullish(z.union([z.string(), z.number()])),
  startPosition: z.nullish(z.number()),
  endPosition: z.nullish(z.number()),
  mapName: text(),
  mapId: z.nullish(id),
  mapType: text(),
  units: text(),
  globalAssignmentId: z.nullish(id),
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
  startPosition: z.nullish(z.number()),
  endPosition: z.nullish(z.number()),
});

export const geneProteinDomainSchema = z.looseObject({
  interproData: z.nullish(z.looseObject({ name: text(), accession: text() })),
});

export const geneProteinSchema = z.looseObject({
  tairObjectId: z.nullish(id),
  name: text(),
  length: z.nullish(z.number()),
  /** Calculated molecular weight (Da) and isoelectric point. */
  calcMw: z.nullish(z.number()),
  calcPi: z.nullish(z.number()),
  domains: list(geneProteinDomainSchema),
});

/** GO and PO annotations of the gene, grouped by category and relationship type. */
export const geneOntologyGroupSchema = z.looseObject({
  category: text(),
  relationshipType: text(),
  keywords: list(z.looseObject({ keyword: text(), keywordId: z.nullish(id) })),
});

export const genePolymorphismInfoSchema = z.looseObject({
  originalName: text(),
  polymorphismId: z.nullish(id),
  polymorphismType: text(),
  geneFeatureSite: text(),
  alleleMode: text(),
});

export const genePublicationSchema = z.looseObject({
  publicationId: z.nullish(id),
  authors: z.nullish(authors),
  title: text(),
  pubSource: z.nullish(z.looseObject({ name: text() })),
  publicationYear: z.nullish(year),
});
