// The BLAST target sets (tools contract "Datasets"): the 13 sequence sources and the demo genome's chromosomes,
// and which programs may search which (001 §4: blastn, tblastn and tblastx search nucleotide datasets; blastp and
// blastx protein ones).
import { GENOME_DATASET_ID, TOOL_DATASETS, type ToolDataset } from '../../../contracts/sequences/sources';

export type Molecule = 'nucleotide' | 'protein';

export const BLAST_PROGRAMS = ['blastn', 'blastp', 'blastx', 'tblastn', 'tblastx'] as const;
export type BlastProgram = (typeof BLAST_PROGRAMS)[number];

/** What each program reads as its query and searches as its database. */
export const PROGRAM_MOLECULES: Readonly<Record<BlastProgram, { query: Molecule; database: Molecule }>> = {
  blastn: { query: 'nucleotide', database: 'nucleotide' },
  blastp: { query: 'protein', database: 'protein' },
  blastx: { query: 'nucleotide', database: 'protein' },
  tblastn: { query: 'protein', database: 'nucleotide' },
  tblastx: { query: 'nucleotide', database: 'nucleotide' },
};

export { GENOME_DATASET_ID };

export type BlastDataset = ToolDataset;

export const BLAST_DATASETS: readonly BlastDataset[] = TOOL_DATASETS;

export function blastDataset(id: string): BlastDataset | undefined {
  return BLAST_DATASETS.find((dataset) => dataset.id === id);
}
