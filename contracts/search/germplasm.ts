// The germplasm search payload (POST /api/search/germplasm; 001 §2.2 Germplasm form, §3.1 Germplasm): germplasm
// type, species and term rows, allele rows with zygosity, feature restrictions and map location rows.
import * as z from 'zod';
import { mapLocationRows, oneOf, rows, searchMethod, searchText, selection } from './payload';

/** 001 §3.7 germplasm types; a record's germplasmType ('Individual Line') is indexed in this spelling. */
export const GERMPLASM_TYPES = ['any', 'individual_line', 'individual_pool', 'set_of_lines', 'set_of_pools'] as const;
/** 001 §3.7 zygosity of an allele row. */
export const ZYGOSITIES = ['any', 'homozygous', 'heterozygous', 'hemizygous'] as const;
/** 001 §3.7 ploidy: 2n (diploid) or any other number of chromosome sets. */
export const PLOIDIES = ['any', '2n', 'not_2n'] as const;

/**
 * name: the line's name, original name or other names; stock_number: its stock centre numbers; locus_name and
 * gene_name: the locus (AT1G01060) or gene model and full name (LHY, AT1G01060.1) of an allele it carries;
 * phenotype: the words of a described phenotype.
 */
export const GERMPLASM_SEARCH_TYPES = ['name', 'stock_number', 'locus_name', 'gene_name', 'phenotype'] as const;

/** A species row ({species_search_by}) or a term row; the form sends them in one list. */
export const germplasmTermRow = z.strictObject({
  species_search_by: searchText.optional(),
  search_type: oneOf(GERMPLASM_SEARCH_TYPES).optional(),
  search_method: searchMethod.optional(),
  search_input: searchText.optional(),
});

/**
 * An allele row: search_type is the zygosity the line carries the allele in. It may be left out: the form drops
 * 'any' before sending (001 §5), and a row without it finds the allele in any zygosity.
 */
const alleleRow = z.strictObject({ search_type: oneOf(ZYGOSITIES).optional(), search_method: searchMethod, search_input: searchText });

export const germplasmFeatures = z.strictObject({
  isAbrcStock: z.boolean().optional(),
  hasPoly: z.boolean().optional(),
  isTransgenic: z.boolean().optional(),
  hasImages: z.boolean().optional(),
  cc_ploidy: oneOf(PLOIDIES).optional(),
  background_ecotype: selection.optional(),
  mutagen: selection.optional(),
  insertionTypes: selection.optional(),
  constructTypes: selection.optional(),
});

export const germplasmPayload = z.strictObject({
  searchType: rows(z.strictObject({ type_search_by: oneOf(GERMPLASM_TYPES) })).optional(),
  searchTerms: rows(germplasmTermRow).optional(),
  searchAlleles: rows(alleleRow).optional(),
  restrictByFeatures: rows(germplasmFeatures).optional(),
  mapLocation: mapLocationRows.optional(),
});
export type GermplasmPayload = z.infer<typeof germplasmPayload>;
