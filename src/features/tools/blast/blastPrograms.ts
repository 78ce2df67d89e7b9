import type { Molecule } from './blastDatasets';

// 001 §9: the five BLAST programs. Each reads a query of one molecule and searches datasets of one molecule; the
// translated programs (blastx, tblastn, tblastx) translate the nucleotide side in all six frames.

export const BLAST_PROGRAM_IDS = ['blastn', 'blastp', 'blastx', 'tblastn', 'tblastx'] as const;
export type BlastProgramId = (typeof BLAST_PROGRAM_IDS)[number];

export interface BlastProgram {
  id: BlastProgramId;
  label: string;
  /** The molecule of the query the program reads. */
  query: Molecule;
  /** The molecule of the datasets it searches. */
  target: Molecule;
}

export const BLAST_PROGRAMS: readonly BlastProgram[] = [
  { id: 'blastn', label: 'blastn: nucleotide query, nucleotide datasets', query: 'nucleotide', target: 'nucleotide' },
  { id: 'blastp', label: 'blastp: protein query, protein datasets', query: 'protein', target: 'protein' },
  { id: 'blastx', label: 'blastx: translated nucleotide query, protein datasets', query: 'nucleotide', target: 'protein' },
  { id: 'tblastn', label: 'tblastn: protein query, translated nucleotide datasets', query: 'protein', target: 'nucleotide' },
  { id: 'tblastx', label: 'tblastx: translated nucleotide query, translated nucleotide datasets', query: 'nucleotide', target: 'nucleotide' },
];

export const isBlastProgram = (value: string | null | undefined): value is BlastProgramId =>
  (BLAST_PROGRAM_IDS as readonly string[]).includes(value ?? '');

export function blastProgram(id: BlastProgramId): BlastProgram {
  return BLAST_PROGRAMS.find((program) => program.id === id)!;
}
