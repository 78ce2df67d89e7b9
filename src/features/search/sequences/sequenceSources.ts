// 001 §2.4: the sequence sources of the gene results' sequence modal, with the dataset names of search/sequences.
import {
  FLANK_LENGTHS,
  SEQUENCE_SOURCES as SOURCES,
  type FlankLength,
  type SequenceFormat,
  type SequenceSourceId,
} from '../../../../contracts/sequences/sources';

export { FLANK_LENGTHS, type FlankLength, type SequenceFormat };

export interface SequenceSource {
  /** The `dataset` value the server knows. */
  value: SequenceSourceId;
  label: string;
}

/** 001 §2.4 names these three sources more briefly in the modal than the tools name their datasets. */
const MODAL_LABELS: Partial<Record<SequenceSourceId, string>> = {
  araport11_intron: 'Araport11 introns',
  araport11_3utr: "Araport11 3' UTRs",
  araport11_5utr: "Araport11 5' UTRs",
};

export const SEQUENCE_SOURCES: readonly SequenceSource[] = SOURCES.map(({ id, label }) => ({ value: id, label: MODAL_LABELS[id] ?? label }));

export type SequenceDataset = SequenceSourceId;

export const DEFAULT_DATASET: SequenceDataset = 'araport11_transcript';

export const FORMAT_LABELS: Record<SequenceFormat, string> = {
  one_per_locus: 'one per locus (the representative gene model only)',
  all_models: 'all gene models / splice forms',
  query_match: 'only the model matching my query',
};

export const isSequenceDataset = (value: string): value is SequenceDataset =>
  SEQUENCE_SOURCES.some((source) => source.value === value);
