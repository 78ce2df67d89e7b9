// Where a locus and its gene models lie, read from their records (002 §3: the locus's span and orientation, the
// gene model's map location and its ORF and exon features), and the parts derived from them the way the gene page
// derives them (002 §4): introns between exons, UTRs outside the ORF. Ranges are chromosome positions, 1-based,
// inclusive, low ≤ high; "first" and "last" below mean in the direction of transcription.
import { idText, isObject, objects, text, wholeNumber, type JsonObject } from '../search/actions/json';

export type Range = readonly [number, number];
export type Strand = 'F' | 'R';

export interface LocusPlace {
  chromosome: string;
  span: Range;
  strand: Strand;
}

export interface ModelStructure {
  chromosome: string;
  strand: Strand;
  /** Exons in chromosome order (ascending), never overlapping. */
  exons: Range[];
  /** The coding region, start codon to stop codon, or null for a non-coding model. */
  orf: Range | null;
  span: Range;
}

const range = (a: number, b: number): Range => [Math.min(a, b), Math.max(a, b)];

/** The locus's orientation: its AGI map assignment's (F forward, R reverse), else forward. */
export function locusStrand(locus: JsonObject): Strand {
  const assignments = objects(locus.globalAssignments);
  const agi = assignments.find((assignment) => isObject(assignment.map) && text(assignment.map.name) === 'AGI') ?? assignments[0];
  return agi && text(agi.orientation) === 'R' ? 'R' : 'F';
}

export function locusPlace(locus: JsonObject): LocusPlace | null {
  const chromosome = idText(locus.chromosome);
  const start = wholeNumber(locus.spanStartPosition);
  const end = wholeNumber(locus.spanEndPosition);
  if (chromosome === null || start === null || end === null) return null;
  return { chromosome: chromosome.toUpperCase(), span: range(start, end), strand: locusStrand(locus) };
}

/** Sorted, with overlapping or touching ranges merged. */
function merged(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const result: [number, number][] = [];
  for (const [low, high] of sorted) {
    const last = result[result.length - 1];
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else result.push([low, high]);
  }
  return result;
}

/**
 * A gene model's structure. Without exon features the model is one exon over its map location; without a map
 * location or a chromosome there is none. The strand is the locus's; a model whose features run from high to low
 * (as reverse-strand features are written, 002 §3) is on the reverse strand whatever the locus says.
 */
export function modelStructure(gene: JsonObject, locus: JsonObject): ModelStructure | null {
  const location = Array.isArray(gene.mapLocation) ? objects(gene.mapLocation)[0] : isObject(gene.mapLocation) ? gene.mapLocation : undefined;
  const chromosome = idText(location?.chromosome) ?? idText(locus.chromosome);
  if (chromosome === null) return null;
  const features = objects(gene.geneFeatures);
  const exonFeatures = features.filter((feature) => text(feature.assignmentFeatureType)?.toLowerCase() === 'exon');
  const orfFeature = features.find((feature) => text(feature.assignmentFeatureType)?.toUpperCase() === 'ORF');
  const positions = (feature: JsonObject) => [wholeNumber(feature.startPosition), wholeNumber(feature.endPosition)] as const;

  const exons: Range[] = [];
  let reversedFeatures = false;
  for (const feature of exonFeatures) {
    const [start, end] = positions(feature);
    if (start === null || end === null) continue;
    if (start > end) reversedFeatures = true;
    exons.push(range(start, end));
  }
  if (exons.length === 0) {
    const start = wholeNumber(location?.startPosition);
    const end = wholeNumber(location?.endPosition);
    if (start === null || end === null) return null;
    exons.push(range(start, end));
  }
  const [orfStart, orfEnd] = orfFeature ? positions(orfFeature) : [null, null];
  if (orfStart !== null && orfEnd !== null && orfStart > orfEnd) reversedFeatures = true;
  const sortedExons = merged(exons);
  return {
    chromosome: chromosome.toUpperCase(),
    strand: reversedFeatures ? 'R' : locusStrand(locus),
    exons: sortedExons,
    orf: orfStart !== null && orfEnd !== null ? range(orfStart, orfEnd) : null,
    span: [sortedExons[0]![0], sortedExons[sortedExons.length - 1]![1]],
  };
}

/** The parts of `ranges` inside `window`. */
function within(ranges: readonly Range[], [low, high]: Range): Range[] {
  return ranges.flatMap(([from, to]) => (to < low || from > high ? [] : [[Math.max(from, low), Math.min(to, high)] as Range]));
}

/** The coding exon parts, in chromosome order. */
export function codingRanges(model: ModelStructure): Range[] {
  return model.orf ? within(model.exons, model.orf) : [];
}

/** The introns, numbered in the direction of transcription: the first is intron 1 (id model-1, 001 §2.8). */
export function introns(model: ModelStructure): { number: number; range: Range }[] {
  const gaps: Range[] = [];
  for (let index = 1; index < model.exons.length; index += 1) gaps.push([model.exons[index - 1]![1] + 1, model.exons[index]![0] - 1]);
  const ordered = model.strand === 'F' ? gaps : [...gaps].reverse();
  return ordered.map((gap, index) => ({ number: index + 1, range: gap }));
}

/** The exon parts before the start codon (5') or after the stop codon (3'), in chromosome order. */
export function utrRanges(model: ModelStructure, end: 5 | 3): Range[] {
  if (!model.orf) return [];
  const [orfLow, orfHigh] = model.orf;
  const [spanLow, spanHigh] = model.span;
  const lowSide = within(model.exons, [spanLow, orfLow - 1]);
  const highSide = within(model.exons, [orfHigh + 1, spanHigh]);
  // On the forward strand the 5' end is the low end; on the reverse strand it is the high end.
  const wantLowSide = (end === 5) === (model.strand === 'F');
  return wantLowSide ? lowSide : highSide;
}
