// The 13 sequence sources of the sequence modal and bulk retrieval (001 §2.4, §2.8). A source is either cut per
// locus (one sequence per locus, whatever format is asked) or per gene model (one per locus, all models, or the
// models matching the query). The TAIR10 sources are cut from the same gene models as the Araport11 ones: the
// dataset holds one genome annotation. The server cuts them, the sequence modal offers them and BLAST and PatMatch
// search them, so the ids, labels and molecules are written once, here.

export type SequencePart =
  | 'transcript'
  | 'cds'
  | 'protein'
  | 'genomicModel'
  | 'intron'
  | 'utr5'
  | 'utr3'
  | 'genomicLocus'
  | 'upstream'
  | 'downstream'
  | 'intergenic';

export interface SequenceSource {
  id: string;
  label: string;
  part: SequencePart;
  /** Per locus or per gene model. */
  level: 'locus' | 'model';
  molecule: 'nucleotide' | 'protein';
}

const source = (id: string, label: string, part: SequencePart, level: 'locus' | 'model', molecule: 'nucleotide' | 'protein' = 'nucleotide'): SequenceSource => ({
  id,
  label,
  part,
  level,
  molecule,
});

export const SEQUENCE_SOURCES = [
  source('araport11_transcript', 'Araport11 transcripts', 'transcript', 'model'),
  source('araport11_coding', 'Araport11 coding sequences (CDS)', 'cds', 'model'),
  source('araport11_genomic_locus', 'Araport11 genomic locus sequences', 'genomicLocus', 'locus'),
  source('araport11_genomic_gene_model', 'Araport11 full-length genomic gene model sequences', 'genomicModel', 'model'),
  source('araport11_protein', 'Araport11 protein sequences', 'protein', 'model', 'protein'),
  source('araport11_upstream', 'Araport11 upstream sequences', 'upstream', 'locus'),
  source('araport11_downstream', 'Araport11 downstream sequences', 'downstream', 'locus'),
  source('araport11_intergenic', 'Araport11 intergenic sequences', 'intergenic', 'locus'),
  source('araport11_intron', 'Araport11 intron sequences', 'intron', 'model'),
  source('araport11_3utr', "Araport11 3' UTR sequences", 'utr3', 'model'),
  source('araport11_5utr', "Araport11 5' UTR sequences", 'utr5', 'model'),
  source('tair10_coding', 'TAIR10 coding sequences (CDS)', 'cds', 'model'),
  source('tair10_protein', 'TAIR10 protein sequences', 'protein', 'model', 'protein'),
] as const satisfies readonly SequenceSource[];

export type SequenceSourceId = (typeof SEQUENCE_SOURCES)[number]['id'];

export const SEQUENCE_SOURCE_IDS = SEQUENCE_SOURCES.map((entry) => entry.id) as [SequenceSourceId, ...SequenceSourceId[]];

export function sequenceSource(id: SequenceSourceId): SequenceSource {
  return SEQUENCE_SOURCES.find((entry) => entry.id === id) as SequenceSource;
}

/** The whole genome, which BLAST and PatMatch search beside the sequence sources (tools contract "Datasets"). */
export const GENOME_DATASET_ID = 'genome';

export interface ToolDataset {
  id: SequenceSourceId | typeof GENOME_DATASET_ID;
  label: string;
  molecule: 'nucleotide' | 'protein';
}

/** The datasets of the tools service: the sequence sources in their order, then the genome's chromosomes. */
export const TOOL_DATASETS: readonly ToolDataset[] = [
  ...SEQUENCE_SOURCES.map(({ id, label, molecule }) => ({ id, label, molecule })),
  { id: GENOME_DATASET_ID, label: 'Araport11 genome (chromosomes)', molecule: 'nucleotide' },
];

/** 001 §2.4: upstream and downstream lengths in base pairs. */
export const FLANK_LENGTHS = [500, 1000, 3000] as const;
export type FlankLength = (typeof FLANK_LENGTHS)[number];
export const DEFAULT_FLANK: FlankLength = 1000;

/** 001 §2.4, §2.8: one sequence per locus (representative model), all gene models, or only the queried models. */
export const SEQUENCE_FORMATS = ['one_per_locus', 'all_models', 'query_match'] as const;
export type SequenceFormat = (typeof SEQUENCE_FORMATS)[number];
