// Reading gene features ({assignmentFeatureType, startPosition, endPosition}, 002 §3) leniently: feature types
// come spelled many ways ('five_prime_UTR', "5' UTR", 'ORF'), positions as numbers or numeric strings, and
// reverse-strand features list the larger coordinate first.
import { parsePosition } from '../../engine/genomeBrowser/genomeBrowserUrl';

export type GeneFeatureKind = 'exon' | 'cds' | 'fivePrimeUtr' | 'threePrimeUtr' | 'intron';

export interface Interval {
  /** Genomic coordinates, start ≤ end, both inclusive. */
  start: number;
  end: number;
}

export interface GeneFeature extends Interval {
  kind: GeneFeatureKind;
}

export const featureKindNames: Record<GeneFeatureKind, string> = {
  exon: 'Exon',
  cds: 'Coding sequence (CDS)',
  fivePrimeUtr: '5′ UTR',
  threePrimeUtr: '3′ UTR',
  intron: 'Intron',
};

/** 'five_prime_UTR', "5' UTR", '5′-UTR', 'UTR5' → fivePrimeUtr; 'CDS', 'ORF' → cds; unknown types → undefined. */
export function featureKind(type: unknown): GeneFeatureKind | undefined {
  if (typeof type !== 'string') return undefined;
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[′’`]/g, "'")
    .replace(/[\s-]+/g, '_');
  if (key === 'exon') return 'exon';
  if (key === 'intron') return 'intron';
  if (['cds', 'orf', 'coding_sequence', 'coding_region'].includes(key)) return 'cds';
  if (/^(five_prime|5_prime|5'?)_?utr$/.test(key) || key === 'utr5' || key === 'utr_5') return 'fivePrimeUtr';
  if (/^(three_prime|3_prime|3'?)_?utr$/.test(key) || key === 'utr3' || key === 'utr_3') return 'threePrimeUtr';
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

export interface ReadFeatures {
  features: GeneFeature[];
  /** True when most features were given end-first (the gene is on the reverse strand). */
  reverse: boolean;
}

export function readGeneFeatures(value: unknown): ReadFeatures {
  const features: GeneFeature[] = [];
  let endFirst = 0;
  let startFirst = 0;
  for (const raw of Array.isArray(value) ? value : []) {
    if (!isObject(raw)) continue;
    const kind = featureKind(raw.assignmentFeatureType);
    const from = parsePosition(raw.startPosition);
    const to = parsePosition(raw.endPosition);
    if (!kind || from === undefined || to === undefined) continue;
    if (from > to) endFirst += 1;
    if (from < to) startFirst += 1;
    features.push({ kind, start: Math.min(from, to), end: Math.max(from, to) });
  }
  return { features, reverse: endFirst > startFirst };
}

/** Overlapping or touching intervals joined, in genomic order. */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end + 1) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The gaps between blocks: the introns implied by exons when none are listed. */
export function gapsBetween(blocks: Interval[]): Interval[] {
  const merged = mergeIntervals(blocks);
  return merged.slice(1).map((block, index) => ({ start: (merged[index]?.end ?? 0) + 1, end: block.start - 1 }));
}

/** The parts of each interval that lie inside any of the blocks (an ORF spans introns; only its exonic parts are coding). */
export function clipToBlocks(intervals: Interval[], blocks: Interval[]): Interval[] {
  const clipped: Interval[] = [];
  for (const interval of intervals) {
    for (const block of blocks) {
      const start = Math.max(interval.start, block.start);
      const end = Math.min(interval.end, block.end);
      if (start <= end) clipped.push({ start, end });
    }
  }
  return clipped;
}
