// Demo nucleotide sequences: made up by a Park–Miller generator, so the same seed always gives the same bases.
// Only the lengths of the sequences that stand for real ones follow the real records.

const BASES = 'ACGT';

/** `length` bases from a generator seeded with `seed`. */
export function demoNucleotides(length: number, seed: number): string {
  let state = (seed % 2147483646) + 1;
  let bases = '';
  while (bases.length < length) {
    state = (state * 16807) % 2147483647;
    bases += BASES[state % BASES.length];
  }
  return bases;
}
