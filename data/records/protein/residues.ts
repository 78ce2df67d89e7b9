// Demo amino-acid sequences and the properties the protein page shows for them. The sequences are made up (a
// Park–Miller generator, so the same seed always gives the same protein); weight and isoelectric point are
// calculated from the residues, so a record's numbers agree with its sequence.

const RESIDUES = 'ACDEFGHIKLMNPQRSTVWY';

/** `length` residues starting with methionine, from a generator seeded with `seed`. */
export function demoProteinSequence(length: number, seed: number): string {
  let state = (seed % 2147483646) + 1;
  let sequence = 'M';
  while (sequence.length < length) {
    state = (state * 48271) % 2147483647;
    sequence += RESIDUES[state % RESIDUES.length];
  }
  return sequence.slice(0, length);
}

// Average residue masses in daltons (the residue in a chain, i.e. without water).
const RESIDUE_MASS: Record<string, number> = {
  A: 71.0788, R: 156.1875, N: 114.1038, D: 115.0886, C: 103.1388, E: 129.1155, Q: 128.1307, G: 57.0519, H: 137.1411, I: 113.1594,
  L: 113.1594, K: 128.1741, M: 131.1926, F: 147.1766, P: 97.1167, S: 87.0782, T: 101.1051, W: 186.2132, Y: 163.176, V: 99.1326,
};
const WATER = 18.01528;

/** The average molecular weight in daltons, to one decimal. */
export function molecularWeight(sequence: string): number {
  const residues = [...sequence].reduce((sum, residue) => sum + (RESIDUE_MASS[residue] ?? 0), 0);
  return Math.round((residues + WATER) * 10) / 10;
}

// pKa values of the ionisable groups (termini and side chains).
const POSITIVE: Record<string, number> = { K: 10.8, R: 12.5, H: 6.5 };
const NEGATIVE: Record<string, number> = { D: 3.9, E: 4.1, C: 8.5, Y: 10.1 };
const N_TERMINUS = 8.6;
const C_TERMINUS = 3.6;

/** The net charge at this pH, from how many of each ionisable residue the protein has. */
function netCharge(counts: ReadonlyMap<string, number>, pH: number): number {
  const positive = (pKa: number) => 1 / (1 + 10 ** (pH - pKa));
  const negative = (pKa: number) => -1 / (1 + 10 ** (pKa - pH));
  let charge = positive(N_TERMINUS) + negative(C_TERMINUS);
  for (const [residue, pKa] of Object.entries(POSITIVE)) charge += (counts.get(residue) ?? 0) * positive(pKa);
  for (const [residue, pKa] of Object.entries(NEGATIVE)) charge += (counts.get(residue) ?? 0) * negative(pKa);
  return charge;
}

/** The pH at which the protein carries no net charge, to two decimals (bisection: charge falls as pH rises). */
export function isoelectricPoint(sequence: string): number {
  // Residues are counted once: the bisection then costs a few terms per step, not a pass over the sequence.
  const counts = new Map<string, number>();
  for (const residue of sequence) counts.set(residue, (counts.get(residue) ?? 0) + 1);
  let low = 0;
  let high = 14;
  while (high - low > 0.001) {
    const middle = (low + high) / 2;
    if (netCharge(counts, middle) > 0) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}
