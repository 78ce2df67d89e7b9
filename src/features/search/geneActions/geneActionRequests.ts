import type { GeneActionRow } from './geneActionTypes';

// The parameters each gene action hands to the results page (contract: "Gene actions"). The results page reads them
// back by key and POSTs them unchanged, so these shapes are the request bodies of the search/gene/* calls.

/** The results categories the gene actions open (001 §2.3). */
export type GeneActionCategory = 'annotations' | 'descriptions' | 'locus_history' | 'microarray';

/** 001 §2.4 microarray platforms, spelt as the server expects them. */
export const MICROARRAY_PLATFORMS = ['AFFY_ATH1', 'catma', 'Agilent-G2519F-021169'] as const;
export type MicroarrayPlatform = (typeof MICROARRAY_PLATFORMS)[number];

/** GO annotations cover the three GO aspects; PO annotations the two plant ontology ones (001 §3.7 keyword types). */
export const ANNOTATION_KEYWORD_TYPES = {
  go: ['comp', 'func', 'proc'],
  po: ['grow', 'stru'],
} as const;
export type AnnotationKind = keyof typeof ANNOTATION_KEYWORD_TYPES;

/** The AGI codes of the rows, upper-cased, each once, in row order. */
export function locusIdsOf(rows: readonly GeneActionRow[]): string[] {
  return [...new Set(rows.map((row) => row.gene_name.trim().toUpperCase()).filter((name) => name !== ''))];
}

export const annotationParams = (kind: AnnotationKind, rows: readonly GeneActionRow[]) => ({
  keyword_types: [...ANNOTATION_KEYWORD_TYPES[kind]],
  locusIds: locusIdsOf(rows),
});

export const locusListParams = (rows: readonly GeneActionRow[]) => ({ locusIds: locusIdsOf(rows) });

export const microarrayParams = (rows: readonly GeneActionRow[], platform: MicroarrayPlatform) => ({
  locusIds: locusIdsOf(rows),
  platforms: [platform],
});

/** The results page address that reads the stored parameters back (001 §2.3). */
export const geneActionResultsUrl = (category: GeneActionCategory, key: string) =>
  `/results?${new URLSearchParams({ mainType: 'detail', category, key }).toString()}`;
