// 002 §3 "Germplasm (locus/gene-page variant)" and the germplasm lists of the Locus and Gene entities.
// The same list reaches the locus and gene pages in three spellings (locus: polymorphisms/stockNames/
// phenotypeGroups; page variant: polymorphismList/stockList/phenotypeList; gene: names and phenotypes). One loose
// object accepts them all; the locusGermplasms / geneGermplasms derivations turn any of them into table rows.
import * as z from 'zod/mini';
import { authors, id, imageSchema, list, text, year } from '../shared';

/** A polymorphism carried by a germplasm: {polymorphismId, name} (locus), {polyOriginalName, polymorphismId} (gene). */
export const germplasmPolymorphismSchema = z.looseObject({
  polymorphismId: z.nullish(id),
  name: text(),
  originalName: text(),
  polyOriginalName: text(),
});

/** Page variant: {originalName, polyId}. */
export const germplasmPolymorphismListEntrySchema = z.looseObject({
  originalName: text(),
  polyId: z.nullish(id),
});

/** A phenotype as a sentence, or as {phenotype, label, referenceId} (gene). */
export const phenotypeSchema = z.union([
  z.string(),
  z.looseObject({ phenotype: text(), label: text(), referenceId: z.nullish(id) }),
]);

/** Locus: phenotypes grouped by the publication that described them. */
export const phenotypeGroupSchema = z.looseObject({
  label: text(),
  referenceId: z.nullish(id),
  phenotypes: list(phenotypeSchema),
});

/** Page variant: one phenotype with its publication ('phenotypetype' is the server's spelling). */
export const phenotypeListEntrySchema = z.looseObject({
  phenotypetype: text(),
  authors: z.nullish(authors),
  referenceId: z.nullish(id),
  publication_year: z.nullish(year),
});

export const pageGermplasmSchema = z.looseObject({
  name: text(),
  /** Gene page: the germplasm's names (one string or several). */
  names: z.nullish(z.union([z.string(), z.array(z.string())])),
  tairObjectId: z.nullish(id),
  background: text(),
  speciesVariantAbbrevName: text(),
  polymorphisms: list(germplasmPolymorphismSchema),
  polymorphismList: list(germplasmPolymorphismListEntrySchema),
  stockNames: list(z.string()),
  stockList: list(z.looseObject({ name: text() })),
  phenotypeGroups: list(phenotypeGroupSchema),
  phenotypeList: list(phenotypeListEntrySchema),
  phenotypes: list(phenotypeSchema),
  images: list(imageSchema),
});

export type PageGermplasm = z.infer<typeof pageGermplasmSchema>;
