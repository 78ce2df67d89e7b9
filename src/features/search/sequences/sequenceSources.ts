// 001 §2.4: the sequence sources of the gene results' sequence modal, with the dataset names of search/sequences.

export interface SequenceSource {
  /** The `dataset` value the server knows. */
  value: string;
  label: string;
}

export const SEQUENCE_SOURCES = [
  { value: 'araport11_transcript', label: 'Araport11 transcripts' },
  { value: 'araport11_coding', label: 'Araport11 coding sequences (CDS)' },
  { value: 'araport11_genomic_locus', label: 'Araport11 genomic locus sequences' },
  { value: 'araport11_genomic_gene_model', label: 'Araport11 full-length genomic gene model sequences' },
  { value: 'araport11_protein', label: 'Araport11 protein sequences' },
  { value: 'araport11_upstream', label: 'Araport11 upstream sequences' },
  { value: 'araport11_downstream', label: 'Araport11 downstream sequences' },
  { value: 'araport11_intergenic', label: 'Araport11 intergenic sequences' },
  { value: 'araport11_intron', label: 'Araport11 introns' },
  { value: 'araport11_3utr', label: "Araport11 3' UTRs" },
  { value: 'araport11_5utr', label: "Araport11 5' UTRs" },
  { value: 'tair10_coding', label: 'TAIR10 coding sequences (CDS)' },
  { value: 'tair10_protein', label: 'TAIR10 protein sequences' },
] as const satisfies readonly SequenceSource[];

export type SequenceDataset = (typeof SEQUENCE_SOURCES)[number]['value'];

export const DEFAULT_DATASET: SequenceDataset = 'araport11_transcript';

/** 001 §2.4: upstream and downstream sequences are this many base pairs long. */
export const FLANK_LENGTHS = [500, 1000, 3000] as const;
export type FlankLength = (typeof FLANK_LENGTHS)[number];

/** 001 §2.8: how many sequences per locus. */
export type SequenceFormat = 'one_per_locus' | 'all_models' | 'query_match';

export const FORMAT_LABELS: Record<SequenceFormat, string> = {
  one_per_locus: 'one per locus (the representative gene model only)',
  all_models: 'all gene models / splice forms',
  query_match: 'only the model matching my query',
};

export const isSequenceDataset = (value: string): value is SequenceDataset =>
  SEQUENCE_SOURCES.some((source) => source.value === value);
