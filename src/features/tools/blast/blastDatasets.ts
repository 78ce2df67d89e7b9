// The datasets BLAST searches (001 §9 default "Araport11 3' UTRs"): those of the tools service, the sequence sources
// of bulk retrieval plus the genome.
import { TOOL_DATASETS, type ToolDataset } from '../../../../contracts/sequences/sources';

export type Molecule = ToolDataset['molecule'];

export type BlastDataset = ToolDataset;

export const BLAST_DATASETS: readonly BlastDataset[] = TOOL_DATASETS;

/** The cDNA dataset a nucleotide sequence sent from a record page is searched against (001 §2.6). */
export const CDNA_DATASET = 'araport11_transcript';

/** 001 §9: the default dataset, "Araport11 3' UTRs". */
export const DEFAULT_DATASET = 'araport11_3utr';
