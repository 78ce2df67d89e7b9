import type { GenomeChromosome } from '../../../contracts/genome/chromosomes';

// 002 §9: the fourteen gene types that choose the frame's tracks.
export const GENE_TYPES = [
  'protein_coding',
  'transposable_element_gene',
  'uORF',
  'antisense_long_noncoding_rna',
  'long_noncoding_rna',
  'antisense_rna',
  'other_rna',
  'miRNA_primary_transcript',
  'small_nucleolar_rna',
  'pre_trna',
  'small_nuclear_rna',
  'ribosomal_rna',
  'novel_transcribed_region',
  'pseudogene',
] as const;
export type GeneType = (typeof GENE_TYPES)[number];

// 000 "Genome browser link builder": map elements that open the browser on their own track.
export const MAP_ELEMENT_TYPES = ['genetic_marker', 'polymorphism', 'transposon', 'assembly_unit'] as const;
export type MapElementType = (typeof MAP_ELEMENT_TYPES)[number];

/** Insertion lines (T-DNA flanking sequences); there are none on the mitochondrial genome. */
export const INSERTION_TRACK = 'SALK_tDNAs';

// The Araport11 track labels of the browser instance, one gene-model track per gene type. They must match the
// instance's track list; this table is the one place to change them.
export const geneModelTracks: Record<GeneType, string> = {
  protein_coding: 'Araport11_protein_coding_genes',
  transposable_element_gene: 'Araport11_transposable_element_genes',
  uORF: 'Araport11_uORFs',
  antisense_long_noncoding_rna: 'Araport11_antisense_lncRNAs',
  long_noncoding_rna: 'Araport11_lncRNAs',
  antisense_rna: 'Araport11_antisense_RNAs',
  other_rna: 'Araport11_other_RNAs',
  miRNA_primary_transcript: 'Araport11_miRNA_primary_transcripts',
  small_nucleolar_rna: 'Araport11_snoRNAs',
  pre_trna: 'Araport11_tRNAs',
  small_nuclear_rna: 'Araport11_snRNAs',
  ribosomal_rna: 'Araport11_rRNAs',
  novel_transcribed_region: 'Araport11_novel_transcribed_regions',
  pseudogene: 'Araport11_pseudogenes',
};

export const mapElementTracks: Record<MapElementType, string> = {
  genetic_marker: 'TAIR10_genetic_markers',
  polymorphism: 'TAIR10_polymorphisms',
  transposon: 'Araport11_transposons',
  assembly_unit: 'TAIR10_assembly_units',
};

/** Lower-case, with spaces and hyphens as underscores: 'Protein coding', 'pre-tRNA' → 'protein_coding', 'pre_trna'. */
const typeKey = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s-]+/g, '_') : '';

const geneTypeByKey = new Map<string, GeneType>(GENE_TYPES.map((type) => [type.toLowerCase(), type]));
// 002 §9 gene model types are the same names spelled with spaces ('pre trna'); a few older spellings too.
geneTypeByKey.set('mirna', 'miRNA_primary_transcript');
geneTypeByKey.set('trna', 'pre_trna');
geneTypeByKey.set('rrna', 'ribosomal_rna');
geneTypeByKey.set('snrna', 'small_nuclear_rna');
geneTypeByKey.set('snorna', 'small_nucleolar_rna');
geneTypeByKey.set('lncrna', 'long_noncoding_rna');
geneTypeByKey.set('transposable_element', 'transposable_element_gene');

/** A record's gene (model) type as one of the fourteen, or undefined ('unknown', missing, anything else). */
export function normalizeGeneType(value: unknown): GeneType | undefined {
  return geneTypeByKey.get(typeKey(value));
}

const mapElementTypeByKey: Record<string, MapElementType> = {
  genetic_marker: 'genetic_marker',
  geneticmarker: 'genetic_marker',
  marker: 'genetic_marker',
  polymorphism: 'polymorphism',
  polyallele: 'polymorphism',
  transposon: 'transposon',
  assembly_unit: 'assembly_unit',
};

export function normalizeMapElementType(value: unknown): MapElementType | undefined {
  return mapElementTypeByKey[typeKey(value)];
}

/** The insertion-line track, except on ChrM. */
const withInsertions = (tracks: string[], chromosome: GenomeChromosome): string[] =>
  chromosome === 'ChrM' ? tracks : [...tracks, INSERTION_TRACK];

/** Tracks for a gene: its gene-model track (protein-coding when the type is unknown) and the insertion lines. */
export function geneTracks(geneType: GeneType | undefined, chromosome: GenomeChromosome): string[] {
  return withInsertions([geneModelTracks[geneType ?? 'protein_coding']], chromosome);
}

/** Tracks for a map element: its own track, the protein-coding genes around it, and the insertion lines. */
export function mapElementTrackList(elementType: MapElementType, chromosome: GenomeChromosome): string[] {
  return withInsertions([mapElementTracks[elementType], geneModelTracks.protein_coding], chromosome);
}
