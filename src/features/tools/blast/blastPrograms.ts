import type { Molecule } from './blastDatasets';

// 001 §9: the five BLAST programs. Each reads a query of one molecule and searches datasets of one molecule; the
// translated programs (blastx, tblastn, tblastx) translate the nucleotide side in all six frames.

export const BLAST_PROGRAM_IDS = ['blastn', 'blastp', 'blastx', 'tblastn', 'tblastx'] as const;
export type BlastProgramId = (typeof BLAST_PROGRAM_IDS)[number];

export interface BlastProgram {
  id: BlastProgramId;
  /** What it compares, in a few words. */
  summary: string;
  /** The molecule of the query the program reads. */
  query: Molecule;
  /** The molecule of the datasets it searches. */
  target: Molecule;
}

export const BLAST_PROGRAMS: readonly BlastProgram[] = [
  { id: 'blastn', summary: 'A nucleotide query against nucleotide datasets.', query: 'nucleotide', target: 'nucleotide' },
  { id: 'blastp', summary: 'A protein query against protein datasets.', query: 'protein', target: 'protein' },
  { id: 'blastx', summary: 'A nucleotide query, translated, against protein datasets.', query: 'nucleotide', target: 'protein' },
  { id: 'tblastn', summary: 'A protein query against nucleotide datasets, translated.', query: 'protein', target: 'nucleotide' },
  { id: 'tblastx', summary: 'A nucleotide query, translated, against nucleotide datasets, translated.', query: 'nucleotide', target: 'nucleotide' },
];

export const isBlastProgram = (value: string | null | undefined): value is BlastProgramId =>
  (BLAST_PROGRAM_IDS as readonly string[]).includes(value ?? '');

export function blastProgram(id: BlastProgramId): BlastProgram {
  return BLAST_PROGRAMS.find((program) => program.id === id)!;
}
