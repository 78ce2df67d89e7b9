// The DNA search payload (POST /api/search/dna; 001 §2.2 DNA form, §3.1 DNA): the form's category (clone or vector)
// chooses the search types of the term rows, the feature restrictions and whether map location rows apply.
import * as z from 'zod';
import { mapLocationRows, oneOf, rows, searchTermRow, selection } from './payload';

/** 001 §2.2: clone rows search by name, locus name, gene name, GenBank accession or gi; vector rows by name. */
export const CLONE_SEARCH_TYPES = ['name', 'locus_name', 'gene_name', 'genbank_accession', 'genbank_gi'] as const;
export const VECTOR_SEARCH_TYPES = ['name'] as const;

/**
 * 'Other features' checkboxes: has_stock (a stock centre holds it), full_length (a full-length cDNA or CDS
 * sequence), has_sequence (any sequence), mapped (placed on the genome); vectors: has_stock and has_image (a map).
 */
export const CLONE_OTHER_FEATURES = ['has_stock', 'full_length', 'has_sequence', 'mapped'] as const;
export const VECTOR_OTHER_FEATURES = ['has_stock', 'has_image'] as const;

const otherFeatures = <const T extends readonly [string, ...string[]]>(values: T) => z.union([oneOf(values), rows(oneOf(values))]);

/** Feature rows: each key optional, so single-key rows ({vector_type: 'BAC vector'}) and combined rows both pass. */
export const cloneFeatures = z.strictObject({
  vector_type: selection.optional(),
  insert_type: selection.optional(),
  cloneend_type: selection.optional(),
  other_features: otherFeatures(CLONE_OTHER_FEATURES).optional(),
});
export const vectorFeatures = z.strictObject({
  vector_type: selection.optional(),
  other_features: otherFeatures(VECTOR_OTHER_FEATURES).optional(),
});

const clonePayload = z.strictObject({
  category: z.literal('clone'),
  searchTerms: rows(searchTermRow(CLONE_SEARCH_TYPES)).optional(),
  restrictByFeatures: rows(cloneFeatures).optional(),
  mapLocation: mapLocationRows.optional(),
});
const vectorPayload = z.strictObject({
  category: z.literal('vector'),
  searchTerms: rows(searchTermRow(VECTOR_SEARCH_TYPES)).optional(),
  restrictByFeatures: rows(vectorFeatures).optional(),
});

export const dnaPayload = z.discriminatedUnion('category', [clonePayload, vectorPayload], {
  error: (issue) => (issue.code === 'invalid_union' ? 'must be clone or vector' : undefined),
});
export type DnaPayload = z.infer<typeof dnaPayload>;
