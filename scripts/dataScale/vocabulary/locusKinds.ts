// What a locus encodes: its gene model type (002 §9: it also chooses the genome browser tracks), the transcript
// type the locus counts, and whether its gene models are translated into proteins.

export interface LocusKind {
  geneModelType: string;
  transcriptType: string;
  coding: boolean;
  description: string;
}

export const CODING: LocusKind = { geneModelType: 'protein_coding', transcriptType: 'mRNA', coding: true, description: '' };

const kind = (geneModelType: string, transcriptType: string, description: string): LocusKind => ({
  geneModelType,
  transcriptType,
  coding: false,
  description,
});

const TRNA = kind('tRNA', 'tRNA', 'tRNA');

/** Nuclear loci: mostly protein-coding, then transposable element genes, non-coding RNAs and pseudogenes. */
export const NUCLEAR_KINDS: readonly (readonly [LocusKind, number])[] = [
  [CODING, 76],
  [kind('transposable_element_gene', 'transposable_element_gene', 'transposable element gene'), 9],
  [kind('other_RNA', 'other_RNA', 'other RNA'), 6],
  [kind('pseudogene', 'pseudogenic_transcript', 'pseudogene'), 4],
  [TRNA, 2],
  [kind('miRNA', 'miRNA_primary_transcript', 'microRNA'), 1],
  [kind('snoRNA', 'snoRNA', 'small nucleolar RNA'), 1],
  [kind('snRNA', 'snRNA', 'small nuclear RNA'), 1],
];

/** Chloroplast and mitochondrial loci: protein-coding, tRNA and rRNA genes. */
export const ORGANELLE_KINDS: readonly (readonly [LocusKind, number])[] = [
  [CODING, 70],
  [TRNA, 24],
  [kind('rRNA', 'rRNA', 'ribosomal RNA'), 6],
];

/** Every kind once, in a fixed order: a locus stores the index of its kind here. */
export const LOCUS_KINDS: readonly LocusKind[] = [...new Set([...NUCLEAR_KINDS, ...ORGANELLE_KINDS].map(([locusKind]) => locusKind))];
