import type { BlastProgramId } from './blastPrograms';

// The choices of the BLAST form's selects (001 §9), as the values the tools service reads (001 §3.4).

export interface Choice {
  value: string;
  label: string;
}

const plain = (...values: (string | number)[]): Choice[] => values.map((value) => ({ value: String(value), label: String(value) }));

/** '0' asks the tools service to leave the setting to the program (001 §9: '0 (use default)'). */
export const USE_DEFAULT: Choice = { value: '0', label: '0 (use default)' };

export const MATRICES = ['blosum45', 'blosum50', 'blosum62', 'blosum80', 'blosum90', 'pam30', 'pam70', 'pam250'] as const;

/** The empty matrix leaves the choice to the program (blastn scores with match and mismatch instead). */
export const MATRIX_CHOICES: Choice[] = [{ value: '', label: 'Program default' }, ...plain(...MATRICES)];

export const MAX_SCORES_CHOICES = plain(5, 10, 25, 50, 100, 250, 500, 1000);
export const MAX_ALIGNMENTS_CHOICES = plain(5, 10, 25, 50, 100, 250, 500, 1000);
export const NUCLEIC_MISMATCH_CHOICES = plain(-1, -2, -3, -4, -5);
export const NUCLEIC_MATCH_CHOICES = plain(1, 2, 3, 4, 5);
export const OPEN_PENALTY_CHOICES = [USE_DEFAULT, ...plain(...Array.from({ length: 15 }, (_, index) => index + 1))];
export const EXTEND_PENALTY_CHOICES = [USE_DEFAULT, ...plain(1, 2, 3, 4, 5)];
/** The lowest score of a word pair that seeds a hit (protein and translated searches). */
export const EXTENSION_THRESHOLD_CHOICES = [USE_DEFAULT, ...plain(...Array.from({ length: 16 }, (_, index) => index + 5))];

/** 001 §9: 0.0001 to 1000 by tens. */
export const EXPECTATION_CHOICES = plain('0.0001', '0.001', '0.01', '0.1', '1', '10', '100', '1000');

/** 001 §9: the genetic codes 1-6 and 9-15, by their NCBI numbers and names. */
export const GENETIC_CODE_CHOICES: Choice[] = [
  [1, 'Standard'],
  [2, 'Vertebrate Mitochondrial'],
  [3, 'Yeast Mitochondrial'],
  [4, 'Mold, Protozoan and Coelenterate Mitochondrial; Mycoplasma and Spiroplasma'],
  [5, 'Invertebrate Mitochondrial'],
  [6, 'Ciliate, Dasycladacean and Hexamita Nuclear'],
  [9, 'Echinoderm and Flatworm Mitochondrial'],
  [10, 'Euplotid Nuclear'],
  [11, 'Bacterial, Archaeal and Plant Plastid'],
  [12, 'Alternative Yeast Nuclear'],
  [13, 'Ascidian Mitochondrial'],
  [14, 'Alternative Flatworm Mitochondrial'],
  [15, 'Blepharisma Nuclear'],
].map(([code, name]) => ({ value: String(code), label: `${code} ${name}` }));

export const REPLY_FORMAT_CHOICES: Choice[] = [
  { value: 'HTML', label: 'HTML' },
  { value: 'TEXT', label: 'Plain text' },
];

export const REPLY_VIA_CHOICES: Choice[] = [
  { value: 'BROWSER', label: 'Browser (new tab)' },
  { value: 'EMAIL-MESSAGE', label: 'E-mail message' },
];

export const QUERY_INPUT_CHOICES: Choice[] = [
  { value: 'seq', label: 'Sequence (raw or FASTA)' },
  { value: 'locus', label: 'Locus or gene model IDs' },
];

/**
 * Word sizes BLAST+ accepts: nucleotide words for blastn (at least 4), protein words of 2 to 7 residues for the
 * others (their seeds are protein or translated words).
 */
export function wordSizeChoices(program: BlastProgramId): Choice[] {
  return [USE_DEFAULT, ...(program === 'blastn' ? plain(4, 7, 11, 15, 20, 28) : plain(2, 3, 4, 5, 6, 7))];
}
