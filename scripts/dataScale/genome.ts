// The genome the dataset is laid out on: the TAIR10 chromosomes with their real lengths, and AGI locus names
// numbered along each chromosome the way the real ones are (ATxG then five digits, in steps of ten, with a few
// later insertions in between such as AT1G01015).
import type { Random } from './random';

export interface Chromosome {
  /** The chromosome as a locus name and the locus record spell it: '1'…'5', 'C' (chloroplast), 'M' (mitochondrion). */
  code: string;
  /** As the genome browser names it. */
  jbrowseName: string;
  length: number;
  /** Share of all loci. Nuclear chromosomes share by length; the organelles hold about 88 and 122 of 38,000. */
  share: number;
  /** The number of the first locus: nuclear AGI names start at 01010, organelle ones at 00010. */
  firstNumber: number;
}

const NUCLEAR_LENGTHS = [30_427_671, 19_698_289, 23_459_830, 18_585_056, 26_975_502];
const NUCLEAR_TOTAL = NUCLEAR_LENGTHS.reduce((sum, length) => sum + length, 0);
const ORGANELLE_SHARE = { C: 88 / 38_000, M: 122 / 38_000 };
const NUCLEAR_SHARE = 1 - ORGANELLE_SHARE.C - ORGANELLE_SHARE.M;

export const CHROMOSOMES: readonly Chromosome[] = [
  ...NUCLEAR_LENGTHS.map((length, index) => ({
    code: String(index + 1),
    jbrowseName: `Chr${index + 1}`,
    length,
    share: (NUCLEAR_SHARE * length) / NUCLEAR_TOTAL,
    firstNumber: 1010,
  })),
  { code: 'C', jbrowseName: 'ChrC', length: 154_478, share: ORGANELLE_SHARE.C, firstNumber: 10 },
  { code: 'M', jbrowseName: 'ChrM', length: 366_924, share: ORGANELLE_SHARE.M, firstNumber: 10 },
];

export const isOrganelle = (chromosome: Chromosome) => chromosome.code === 'C' || chromosome.code === 'M';

/**
 * How many of `total` loci each chromosome holds: by share, largest remainders first; every chromosome gets at
 * least one locus once there are ten or more, so small datasets still cover ChrC and ChrM.
 */
export function lociPerChromosome(total: number): number[] {
  const exact = CHROMOSOMES.map((chromosome) => total * chromosome.share);
  const counts = exact.map((value) => (total >= 10 ? Math.max(1, Math.floor(value)) : Math.floor(value)));
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let missing = total - counts.reduce((sum, count) => sum + count, 0);
  for (let turn = 0; missing !== 0; turn += 1) {
    const { index } = order[turn % order.length]!;
    if (missing > 0) {
      counts[index]! += 1;
      missing -= 1;
    } else if (counts[index]! > 1) {
      counts[index]! -= 1;
      missing += 1;
    }
  }
  return counts;
}

const LAST_NUMBER = 99_990;

/**
 * The five-digit numbers of `count` loci on one chromosome, increasing. Steps are 10, with an occasional 5 (a
 * locus inserted later) and, where the chromosome has room, an occasional wider gap.
 */
export function locusNumbers(chromosome: Chromosome, count: number, random: Random): number[] {
  // In units of 5: how far apart consecutive numbers are on average, so that the last one stays below 99,990.
  const slots = (LAST_NUMBER - chromosome.firstNumber) / 5;
  const meanStep = Math.min(2.4, (0.95 * slots) / Math.max(1, count));
  if (meanStep < 1) throw new Error(`Chromosome ${chromosome.code} cannot hold ${count} AGI locus names.`);
  const halfStep = meanStep < 2 ? 2 - meanStep : 0.02;
  const gap = meanStep > 2 ? (meanStep - 2 + halfStep) / 2 : 0;
  const numbers: number[] = [];
  let number = chromosome.firstNumber;
  for (let index = 0; index < count; index += 1) {
    if (number > LAST_NUMBER) throw new Error(`Chromosome ${chromosome.code} ran out of AGI locus numbers.`);
    numbers.push(number);
    const units = random.chance(halfStep) ? 1 : random.chance(gap) ? 2 + random.between(1, 3) : 2;
    number += units * 5;
  }
  return numbers;
}

export const agiName = (chromosome: Chromosome, number: number) => `AT${chromosome.code}G${String(number).padStart(5, '0')}`;
