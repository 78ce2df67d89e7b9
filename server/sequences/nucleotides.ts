// Strand and translation: the reverse complement of a DNA sequence and its translation by the standard genetic
// code (NCBI table 1).

const COMPLEMENT: Readonly<Record<string, string>> = { A: 'T', T: 'A', C: 'G', G: 'C', N: 'N' };

/** The reverse complement; a base other than A, C, G, T becomes N. */
export function reverseComplement(dna: string): string {
  let result = '';
  for (let index = dna.length - 1; index >= 0; index -= 1) result += COMPLEMENT[dna[index]!.toUpperCase()] ?? 'N';
  return result;
}

// The standard code, codons in TCAG order (first base slowest): TTT F, TTC F, TTA L, TTG L, TCT S, …
const BASE_ORDER = 'TCAG';
const AMINO_ACIDS = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';

/** The amino acid of one codon ('*' for a stop, 'X' for a codon with a base other than A, C, G, T). */
export function translateCodon(codon: string): string {
  let index = 0;
  for (const base of codon.toUpperCase()) {
    const value = BASE_ORDER.indexOf(base);
    if (value < 0 || codon.length !== 3) return 'X';
    index = index * 4 + value;
  }
  return AMINO_ACIDS[index] as string;
}

/**
 * The translation of a coding sequence, codon by codon from its first base; the closing stop codon is not written.
 * A stop codon inside it is written as '*' rather than ending the protein: the demo genome's coding regions are
 * random bases (demoGenome.ts), and a translation that stopped at their first stop would hide most of the CDS.
 * Bases after the last whole codon are left out.
 */
export function translate(cds: string): string {
  let protein = '';
  for (let index = 0; index + 3 <= cds.length; index += 3) protein += translateCodon(cds.slice(index, index + 3));
  return protein.endsWith('*') ? protein.slice(0, -1) : protein;
}
