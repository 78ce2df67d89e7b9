import {
  clipToBlocks,
  gapsBetween,
  mergeIntervals,
  readGeneFeatures,
  type GeneFeature,
  type GeneFeatureKind,
  type Interval,
} from './geneFeatures';

export interface GeneStructureModel {
  /** The gene's extent in genomic coordinates. */
  span: Interval;
  /** Reverse-strand genes are drawn 5′ → 3′ too, so their coordinates decrease from left to right. */
  reverse: boolean;
  exons: Interval[];
  /** Coding parts: CDS/ORF features clipped to the exons (an ORF feature also spans the introns between them). */
  coding: Interval[];
  fivePrimeUtrs: Interval[];
  threePrimeUtrs: Interval[];
  /** Listed introns, or the gaps between exons when none are listed. */
  introns: Interval[];
  /** Every feature in 5′ → 3′ order, for the table that screen readers read. */
  rows: GeneFeature[];
  /** Feature kinds present, in legend order. */
  kinds: GeneFeatureKind[];
}

const LEGEND_ORDER: GeneFeatureKind[] = ['exon', 'cds', 'fivePrimeUtr', 'threePrimeUtr', 'intron'];

const ofKind = (features: GeneFeature[], kind: GeneFeatureKind): Interval[] =>
  features.filter((feature) => feature.kind === kind).map(({ start, end }) => ({ start, end }));

/** The drawable model of a gene's features, or undefined when no feature is usable. */
export function geneStructureModel(value: unknown): GeneStructureModel | undefined {
  const { features, reverse } = readGeneFeatures(value);
  if (features.length === 0) return undefined;

  const exons = ofKind(features, 'exon');
  const cds = ofKind(features, 'cds');
  const fivePrime = ofKind(features, 'fivePrimeUtr');
  const threePrime = ofKind(features, 'threePrimeUtr');
  const listedIntrons = ofKind(features, 'intron');
  // Without exons, the coding and UTR parts are the exonic blocks.
  const blocks = exons.length > 0 ? mergeIntervals(exons) : mergeIntervals([...cds, ...fivePrime, ...threePrime]);
  const clip = (intervals: Interval[]) => (exons.length > 0 ? clipToBlocks(intervals, blocks) : intervals);
  const introns = listedIntrons.length > 0 ? listedIntrons : gapsBetween(blocks);

  const rows: GeneFeature[] = [
    ...features,
    ...(listedIntrons.length > 0 ? [] : introns.map((intron) => ({ kind: 'intron' as const, ...intron }))),
  ].sort((a, b) => (reverse ? b.end - a.end : a.start - b.start) || LEGEND_ORDER.indexOf(a.kind) - LEGEND_ORDER.indexOf(b.kind));

  return {
    span: rows.reduce((span, row) => ({ start: Math.min(span.start, row.start), end: Math.max(span.end, row.end) }), {
      start: Number.POSITIVE_INFINITY,
      end: Number.NEGATIVE_INFINITY,
    }),
    reverse,
    exons,
    coding: clip(cds),
    fivePrimeUtrs: clip(fivePrime),
    threePrimeUtrs: clip(threePrime),
    introns,
    rows,
    kinds: LEGEND_ORDER.filter((kind) => rows.some((row) => row.kind === kind)),
  };
}

const basePairs = new Intl.NumberFormat('en-US');
export const formatPosition = (position: number): string => basePairs.format(position);
export const intervalLength = ({ start, end }: Interval): number => end - start + 1;

const count = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;

/** 'Gene structure: 5 exons, 4 introns, 5′ UTR and 3′ UTR, 1,234 bp' */
export function geneStructureSummary(model: GeneStructureModel): string {
  const parts: string[] = [];
  if (model.exons.length > 0) parts.push(count(model.exons.length, 'exon'));
  else if (model.coding.length > 0) parts.push(count(model.coding.length, 'coding segment'));
  if (model.introns.length > 0) parts.push(count(model.introns.length, 'intron'));
  const utrs = [model.fivePrimeUtrs.length > 0 && '5′ UTR', model.threePrimeUtrs.length > 0 && '3′ UTR'].filter(Boolean);
  if (utrs.length > 0) parts.push(utrs.join(' and '));
  parts.push(`${formatPosition(intervalLength(model.span))} bp`);
  return `Gene structure: ${parts.join(', ')}`;
}
