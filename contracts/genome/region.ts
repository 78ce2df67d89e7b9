// A stretch of the genome as the genome browser, its address (/genome-browser?loc=) and the genome API
// (?region=) write it: 'Chr1:3631..5899', 1-based and inclusive, the browser's own loc syntax. Both sides parse it
// here, so an address the browser shares is one the API answers.
import { GENOME_CHROMOSOME_LENGTHS, normalizeChromosome, type GenomeChromosome } from './chromosomes';

export interface GenomeRegion {
  chromosome: GenomeChromosome;
  /** 1-based, inclusive. */
  start: number;
  /** 1-based, inclusive, start ≤ end. */
  end: number;
}

/** The widest region the feature calls answer at once: a browser zoomed out further shows densities, not features. */
export const MAX_FEATURE_REGION = 5_000_000;
/** The widest region the sequence calls answer at once (a whole chromosome 1 is 30 Mb). */
export const MAX_SEQUENCE_REGION = 1_000_000;

export type RegionParse = { ok: true; region: GenomeRegion } | { ok: false; message: string };

const position = (text: string): number | undefined => {
  const digits = text.replace(/,/g, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value >= 1 ? value : undefined;
};

/**
 * 'Chr1:3631..5899' (also 'chr1:3,631-5,899', '1:3631..5899', or 'Chr1' for the whole chromosome) → the region,
 * clipped to the chromosome's end; a message saying what is wrong otherwise. Positions written high to low are
 * put in order.
 */
export function parseRegion(text: unknown): RegionParse {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: 'Give a region such as Chr1:3631..5899.' };
  const match = /^\s*([^:\s]+)\s*(?::\s*([\d,]+)\s*(?:\.\.|-)\s*([\d,]+))?\s*$/.exec(text);
  if (!match) return { ok: false, message: `"${text.slice(0, 60)}" is not a region; write it as Chr1:3631..5899.` };
  const chromosome = normalizeChromosome(match[1]);
  if (!chromosome) return { ok: false, message: `There is no chromosome "${match[1]!.slice(0, 20)}"; the chromosomes are Chr1 to Chr5, ChrC and ChrM.` };
  const length = GENOME_CHROMOSOME_LENGTHS[chromosome];
  if (match[2] === undefined) return { ok: true, region: { chromosome, start: 1, end: length } };
  const from = position(match[2]);
  const to = position(match[3]!);
  if (from === undefined || to === undefined) return { ok: false, message: 'Positions are whole numbers from 1.' };
  const start = Math.min(from, to);
  if (start > length) return { ok: false, message: `${chromosome} ends at ${length}; the region starts after it.` };
  return { ok: true, region: { chromosome, start, end: Math.min(Math.max(from, to), length) } };
}

/** 'Chr1:3631..5899'. */
export const regionText = ({ chromosome, start, end }: GenomeRegion): string => `${chromosome}:${start}..${end}`;

/** The number of bases in the region. */
export const regionLength = ({ start, end }: GenomeRegion): number => end - start + 1;

/** Why a region is too wide for a call answering at most `max` bases, or undefined when it is not. */
export function regionTooWide(region: GenomeRegion, max: number): string | undefined {
  const length = regionLength(region);
  if (length <= max) return undefined;
  return `The region is ${length.toLocaleString('en')} bases long; at most ${max.toLocaleString('en')} are answered at once.`;
}
