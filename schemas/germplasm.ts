// 002 §3 Germplasm detail: GET detail/germplasm?key= — the record behind /germplasm (Summary, Stocks, Pedigree).
// The locus and gene pages list germplasms in a shorter form (schemas/locus/germplasm.ts); this is the full record.
import * as z from 'zod/mini';
import {
  attributionSchema,
  authors,
  commentSchema,
  dateValue,
  flag,
  id,
  imageSchema,
  list,
  publicationSummarySchema,
  text,
  year,
  type KnownFields,
} from './shared';

/** The natural accession (ecotype) a line was made in; speciesVariantId is that ecotype's key. */
const germplasmAccessionSchema = z.looseObject({
  originalName: text(),
  speciesVariantId: z.nullish(id),
  country: text(),
  location: text(),
  abbrevName: text(),
});

/** Another name the line is known by, with a note on where it comes from. */
const otherNameSchema = z.looseObject({ originalAlias: text(), note: text() });

/** A parent or progeny line; tairObjectId is that germplasm's key. */
const pedigreeLineSchema = z.looseObject({ name: text(), tairObjectId: z.nullish(id) });

/** 002 §9: the page shows at most 1000 progeny lines. */
const pedigreeSchema = z.looseObject({
  parentLines: list(pedigreeLineSchema),
  progenyLines: list(pedigreeLineSchema),
});

/** An allele the line carries, with the gene model and locus it lies in. */
const germplasmAlleleSchema = z.looseObject({
  polymorphismId: z.nullish(id),
  originalName: text(),
  locusName: text(),
  locusId: z.nullish(id),
  geneId: z.nullish(id),
  /** The gene model, e.g. 'AT1G01010.1'. */
  geneName: text(),
  /** The locus's full name, e.g. 'LEAFY'. */
  fullName: text(),
  /** e.g. 'homozygous', 'heterozygous'. */
  genotype: text(),
  mutagen: text(),
  /** 002 §9: dominant, incompletely dominant or recessive. */
  inheritance: text(),
});

/** A transgene construct of the line: the inserted clone (if any) and the vector that carried it. */
const constructSchema = z.looseObject({
  cloneId: z.nullish(id),
  name: text(),
  /** 002 §9 construct types, e.g. 'Simple Insert', 'Activation Tag', 'Gene Trap'. */
  constructType: text(),
  vectorId: z.nullish(id),
  originalName: text(),
});

/** Who gave the stock to the stock centre: a person or an organization (communityType), by community key. */
const stockDonorSchema = z.looseObject({
  firstName: text(),
  lastName: text(),
  communityType: text(),
  communityId: z.nullish(id),
  /** The donor's own number for the stock. */
  donorStockNumber: text(),
});

/** The line's stock at the stock centre. 002 §4: an order button only when stockAvailabilityType is 'available'. */
const germplasmStockSchema = z.looseObject({
  /** 002 §9: available, not available, not yet received, no longer distributed. */
  stockAvailabilityType: text(),
  /** The stock number, e.g. 'CS70000', 'SALK_067241C'. */
  name: text(),
  donors: list(stockDonorSchema),
});

/** A stock of the line (stockEntries) or of a set the line belongs to (memberStockEntries). */
export const stockEntrySchema = z.looseObject({
  stockName: text(),
  tairObjectId: z.nullish(id),
  /** e.g. 'individual line', 'set of lines'. */
  stockType: text(),
});

/** A phenotype as a publication describes it (reference_id and publicationId both name the publication). */
const germplasmPhenotypeSchema = z.looseObject({
  reference_id: z.nullish(id),
  authors: z.nullish(authors),
  publicationYear: z.nullish(year),
  publicationId: z.nullish(id),
  phenotype: text(),
});

export const germplasmSchema = z.looseObject({
  name: z.string(),
  /** The name as the donor spelled it; the page title prefers it. */
  originalName: text(),
  scientificName: text(),
  /** 002 §9: Individual Line, Individual Pool, Set of Lines, Set of Pools. */
  germplasmType: text(),
  tairObjectId: z.nullish(id),
  dateLastModified: z.nullish(dateValue),
  description: text(),
  specialGrowthConditions: text(),
  mutagen: text(),
  aneuploid: z.nullish(flag),
  /** e.g. 'diploid', or the number of chromosome sets. */
  ploidy: z.nullish(z.union([z.string(), z.number()])),
  accessions: list(germplasmAccessionSchema),
  otherNames: list(otherNameSchema),
  pedigree: z.nullish(pedigreeSchema),
  polymorphisms: list(germplasmAlleleSchema),
  /** 'No constructs available' when empty. */
  construct: list(constructSchema),
  /** Absent when the stock centres hold no stock of the line (002 §4 shows where to look instead). */
  stock: z.nullish(germplasmStockSchema),
  stockEntries: list(stockEntrySchema),
  memberStockEntries: list(stockEntrySchema),
  images: list(imageSchema),
  phenotypes: list(germplasmPhenotypeSchema),
  publications: list(publicationSummarySchema),
  attributions: list(attributionSchema),
  /** 002 §3 Annotation: curators' notes on the line, each dated and signed. */
  annotations: list(z.looseObject({ date: z.nullish(dateValue), annotatedBy: text(), annotation: text() })),
  comments: list(commentSchema),
});

/** The parsed germplasm, with only its known fields (so config paths are checked by `tsc`). */
export type Germplasm = KnownFields<z.infer<typeof germplasmSchema>>;

/** A detail/germplasm response as the server sends it. */
export type GermplasmResponse = z.input<typeof germplasmSchema>;
