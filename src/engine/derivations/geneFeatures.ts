// 002 §4: on the gene page, when an ORF feature and exon features exist, the 5' UTR, 3' UTR and intron features
// are derived from them. Introns are the gaps between consecutive exons; UTRs are the parts of exons outside the
// ORF, the 5' side being upstream on the gene's strand (start > end marks the reverse strand).
import { num, objects, prop, text } from './read';

export interface GeneFeatureRow {
  assignmentFeatureType: string;
  startPosition: number;
  endPosition: number;
  length: number;
  /** True for the UTRs and introns computed here. */
  derived: boolean;
}

interface Span {
  low: number;
  high: number;
}

const isExon = (type: string) => /^exon$/i.test(type);
// Some sources give the coding region as one ORF feature, others as one CDS feature per exon.
const isCoding = (type: string) => /^(orf|cds)$/i.test(type);

const spanOf = (feature: GeneFeatureRow): Span => ({
  low: Math.min(feature.startPosition, feature.endPosition),
  high: Math.max(feature.startPosition, feature.endPosition),
});

function readFeatures(record: unknown): GeneFeatureRow[] {
  return objects(prop(record, 'geneFeatures')).flatMap((feature) => {
    const type = text(feature.assignmentFeatureType);
    const start = num(feature.startPosition);
    const end = num(feature.endPosition);
    if (!type || start === undefined || end === undefined) return [];
    return [{ assignmentFeatureType: type, startPosition: start, endPosition: end, length: Math.abs(end - start) + 1, derived: false }];
  });
}

function introns(exons: Span[]): Span[] {
  const gaps: Span[] = [];
  for (let index = 1; index < exons.length; index += 1) {
    const previous = exons[index - 1] as Span;
    const next = exons[index] as Span;
    if (next.low - previous.high > 1) gaps.push({ low: previous.high + 1, high: next.low - 1 });
  }
  return gaps;
}

/** Exon parts before the coding region (lower coordinates) and after it (higher coordinates). */
function untranslated(exons: Span[], coding: Span): { below: Span[]; above: Span[] } {
  const below: Span[] = [];
  const above: Span[] = [];
  for (const exon of exons) {
    if (exon.low < coding.low) below.push({ low: exon.low, high: Math.min(exon.high, coding.low - 1) });
    if (exon.high > coding.high) above.push({ low: Math.max(exon.low, coding.high + 1), high: exon.high });
  }
  return { below, above };
}

function deriveFromCodingAndExons(features: GeneFeatureRow[]): GeneFeatureRow[] {
  const exonFeatures = features.filter((feature) => isExon(feature.assignmentFeatureType));
  const codingFeatures = features.filter((feature) => isCoding(feature.assignmentFeatureType));
  if (exonFeatures.length === 0 || codingFeatures.length === 0) return [];

  const reverse = [...exonFeatures, ...codingFeatures].some((feature) => feature.startPosition > feature.endPosition);
  const exons = exonFeatures.map(spanOf).sort((a, b) => a.low - b.low);
  const codingSpans = codingFeatures.map(spanOf);
  const coding = { low: Math.min(...codingSpans.map((span) => span.low)), high: Math.max(...codingSpans.map((span) => span.high)) };
  const { below, above } = untranslated(exons, coding);

  const row = (type: string) => (span: Span): GeneFeatureRow => ({
    assignmentFeatureType: type,
    // Derived features keep the strand's orientation, like the features they come from.
    startPosition: reverse ? span.high : span.low,
    endPosition: reverse ? span.low : span.high,
    length: span.high - span.low + 1,
    derived: true,
  });
  return [
    ...(reverse ? above : below).map(row('five_prime_UTR')),
    ...(reverse ? below : above).map(row('three_prime_UTR')),
    ...introns(exons).map(row('intron')),
  ];
}

/** The gene's features plus the derived UTRs and introns, sorted by position (outer features first). */
export function geneFeatures(record: unknown): GeneFeatureRow[] {
  const features = readFeatures(record);
  // Features the server already gives are not derived a second time.
  const given = new Set(features.map((feature) => feature.assignmentFeatureType.toLowerCase()));
  const derived = deriveFromCodingAndExons(features).filter(
    (feature) => !given.has(feature.assignmentFeatureType.toLowerCase()),
  );
  return [...features, ...derived].sort((a, b) => {
    const first = spanOf(a);
    const second = spanOf(b);
    return first.low - second.low || second.high - first.high || a.assignmentFeatureType.localeCompare(b.assignmentFeatureType);
  });
}
