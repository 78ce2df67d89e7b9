// The polymorphism search payload (POST /api/search/polymorphism; 001 §2.2 polyallele form, §3.1 Polymorphism/allele):
// term rows, feature restrictions and map location rows.
import * as z from 'zod';
import { mapLocationRows, oneOf, rows, searchTermRow, selection } from './payload';

/**
 * name: the name, original name or an alias; locus_name / gene_name: an associated locus or gene model;
 * germplasm: a line carrying it; doi: a DOI of a publication describing it; genbank_accession: an associated
 * nucleotide sequence. 001 §4: the form offers only 'exactly' for doi and genbank_accession (any method is honoured).
 */
export const POLYMORPHISM_SEARCH_TYPES = ['name', 'locus_name', 'gene_name', 'germplasm', 'doi', 'genbank_accession'] as const;

/** 001 §3.7 allele modes; a record's alleleMode ('loss of function') is indexed in this spelling. */
export const ALLELE_MODES = ['any', 'loss-of-function', 'hypermorphic', 'hypomorphic', 'antimorphic', 'gain-of-function', 'unknown'] as const;

/** The field is spelt 'inheritence' in 001 §3.1, so the payload takes that spelling. */
const polymorphismFeatures = z.strictObject({
  is_genetic_marker: z.boolean().optional(),
  polymorphism_type: selection.optional(),
  insertion_type: selection.optional(),
  polymorphism_site: selection.optional(),
  inheritence: selection.optional(),
  construct_type: selection.optional(),
  mutagen: selection.optional(),
  allele_mode: z.union([oneOf(ALLELE_MODES), rows(oneOf(ALLELE_MODES))]).optional(),
  poly_between_1: selection.optional(),
  poly_between_2: selection.optional(),
});

export const polymorphismPayload = z.strictObject({
  searchTerms: rows(searchTermRow(POLYMORPHISM_SEARCH_TYPES)).optional(),
  restrictByFeatures: rows(polymorphismFeatures).optional(),
  mapLocation: mapLocationRows.optional(),
});
export type PolymorphismPayload = z.infer<typeof polymorphismPayload>;
