// The demo genome. The dataset places loci, exons and coding regions on the chromosomes but holds no genome
// sequence, so every nucleotide the sequence service answers is DEMO DATA: bases made up by a seeded hash of the
// chromosome and position. The same seed always gives the same base at the same place, any stretch can be read
// without generating the chromosome up to it, and all sequences cut from it (genomic, transcript, CDS, introns,
// UTRs, flanks, intergenic regions) agree with one another. Chromosome lengths are the real TAIR10 ones.
import { GENOME_CHROMOSOME_LENGTHS, GENOME_CHROMOSOMES } from '../../contracts/genome/chromosomes';

/** The lengths by the records' chromosome names ('1'…'5', 'C', 'M'). */
export const CHROMOSOME_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  GENOME_CHROMOSOMES.map((name) => [name.slice('Chr'.length), GENOME_CHROMOSOME_LENGTHS[name]]),
);

export const DEMO_GENOME_SEED = 0x7a1e_2000;

/** The length of a chromosome ('1'…'5', 'C', 'M', any case), or null for one the genome does not have. */
export function chromosomeLength(chromosome: string): number | null {
  return CHROMOSOME_LENGTHS[chromosome.toUpperCase()] ?? null;
}

// Sixteen 4-bit codes to bases: 10 of 16 are A or T, close to the genome's GC content of about 36 %.
const BASE_OF_CODE = 'AAAAATTTTTCCCGGG';
const BASES_PER_WORD = 8;
const BASE_CODES = Uint8Array.from(BASE_OF_CODE, (base) => base.charCodeAt(0));

/** A 32-bit hash (the murmur3 finaliser) of the chromosome, the word number and the seed. */
function word(chromosomeIndex: number, wordIndex: number, seed: number): number {
  let h = (Math.imul(wordIndex, 0x9e3779b1) ^ Math.imul(chromosomeIndex + 1, 0x85ebca77) ^ seed) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const CHROMOSOME_INDEX: Readonly<Record<string, number>> = Object.fromEntries(Object.keys(CHROMOSOME_LENGTHS).map((name, index) => [name, index]));

/**
 * The forward-strand bases of chromosome positions `low`…`high` (1-based, inclusive). Throws for an unknown
 * chromosome or a range outside it: callers clip ranges first (see clip).
 */
export function genomicBases(chromosome: string, low: number, high: number, seed = DEMO_GENOME_SEED): string {
  const name = chromosome.toUpperCase();
  const length = CHROMOSOME_LENGTHS[name];
  const index = CHROMOSOME_INDEX[name];
  if (length === undefined || index === undefined) throw new Error(`The demo genome has no chromosome ${chromosome}.`);
  if (!Number.isInteger(low) || !Number.isInteger(high) || low < 1 || high > length || low > high) {
    throw new Error(`Positions ${low}-${high} are not on chromosome ${name} (1-${length}).`);
  }
  // Written as bytes: pushing one-letter strings and joining them took about 0.3 s a megabase, and the genome is 120.
  const bases = Buffer.allocUnsafe(high - low + 1);
  let wordIndex = -1;
  let bits = 0;
  for (let position = low; position <= high; position += 1) {
    const offset = position - 1;
    const wanted = Math.floor(offset / BASES_PER_WORD);
    if (wanted !== wordIndex) {
      wordIndex = wanted;
      bits = word(index, wordIndex, seed);
    }
    bases[position - low] = BASE_CODES[(bits >>> ((offset % BASES_PER_WORD) * 4)) & 0xf]!;
  }
  return bases.toString('latin1');
}

/** The part of `low`…`high` that lies on the chromosome, or null when none of it does. */
export function clip(chromosome: string, low: number, high: number): readonly [number, number] | null {
  const length = chromosomeLength(chromosome);
  if (length === null) return null;
  const from = Math.max(1, low);
  const to = Math.min(length, high);
  return from <= to ? [from, to] : null;
}
