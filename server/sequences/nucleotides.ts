// Strand and translation: the reverse complement of a DNA sequence and its translation by the standard genetic
// code (NCBI table 1).

const N = 'N'.charCodeAt(0);
/** The complement of each character code below 256, upper-cased: A↔T, C↔G in either case, N for anything else. */
const COMPLEMENT_CODES = (() => {
  const table = new Uint8Array(256).fill(N);
  for (const [base, complement] of [['A', 'T'], ['T', 'A'], ['C', 'G'], ['G', 'C']] as const) {
    table[base.charCodeAt(0)] = complement.charCodeAt(0);
    table[base.toLowerCase().charCodeAt(0)] = complement.charCodeAt(0);
  }
  return table;
})();

/**
 * The reverse complement; a base other than A, C, G, T becomes N. Written as bytes: adding one letter at a time to
 * a string made a chain of pieces per base, and the garbage of flattening them was most of the time of a request
 * for the sequences of 10,000 loci.
 */
export function reverseComplement(dna: string): string {
  const length = dna.length;
  const result = Buffer.allocUnsafe(length);
  for (let index = 0; index < length; index += 1) {
    const code = dna.charCodeAt(length - 1 - index);
    result[index] = code < 256 ? COMPLEMENT_CODES[code]! : N;
  }
  return result.toString('latin1');
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
