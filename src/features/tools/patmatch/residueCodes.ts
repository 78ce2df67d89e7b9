// The letters a PatMatch pattern may hold, with what each stands for. One list feeds both the syntax reference on
// the page and the browser's pattern check, so the two cannot disagree.
import type { SequenceClass } from './patmatchDatabases';

export interface ResidueCode {
  /** The letters of the code, upper-case (a pattern is read without regard to case). */
  letters: string;
  meaning: string;
}

export const NUCLEOTIDE_CODES: readonly ResidueCode[] = [
  { letters: 'ACGT', meaning: 'that base' },
  { letters: 'U', meaning: 'the same as T' },
  { letters: 'R', meaning: 'a purine: A or G' },
  { letters: 'Y', meaning: 'a pyrimidine: C or T' },
  { letters: 'S', meaning: 'G or C' },
  { letters: 'W', meaning: 'A or T' },
  { letters: 'K', meaning: 'G or T' },
  { letters: 'M', meaning: 'A or C' },
  { letters: 'B', meaning: 'any base but A (C, G or T)' },
  { letters: 'D', meaning: 'any base but C (A, G or T)' },
  { letters: 'H', meaning: 'any base but G (A, C or T)' },
  { letters: 'V', meaning: 'any base but T (A, C or G)' },
  { letters: 'N', meaning: 'any base' },
];

export const PEPTIDE_CODES: readonly ResidueCode[] = [
  { letters: 'ACDEFGHIKLMNPQRSTVWY', meaning: 'that amino acid (the one-letter codes)' },
  { letters: 'X', meaning: 'any amino acid' },
  { letters: 'B', meaning: 'D or N' },
  { letters: 'Z', meaning: 'E or Q' },
  { letters: 'J', meaning: 'a hydrophobic amino acid: A, F, I, L, M, P, V or W' },
  { letters: 'O', meaning: 'a hydrophilic amino acid: C, D, E, G, H, K, N, Q, R, S, T or Y' },
];

export const codesOf = (sequenceClass: SequenceClass): readonly ResidueCode[] => (sequenceClass === 'peptide' ? PEPTIDE_CODES : NUCLEOTIDE_CODES);

/** Every letter allowed in a pattern of this sequence type. */
export const lettersOf = (sequenceClass: SequenceClass): ReadonlySet<string> => new Set(codesOf(sequenceClass).flatMap((code) => [...code.letters]));
