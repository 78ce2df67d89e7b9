// Demo gene structures: where the exons and the coding region of a curated gene model lie on its chromosome.
// The layout fills the locus span: 5' UTR, the coding exons with introns between them, and a 3' UTR, sized so the
// coding region holds exactly the protein's codons plus a stop codon. Splice variants (model 2 and up) start a
// little further downstream, so they differ in the 5' UTR only and encode the same protein.
import type { LocusFacts } from '../locus/facts';

/** What a layout needs of a locus: its span, strand, exon count and protein length (`locus` names it in errors). */
export type LayoutFacts = Pick<LocusFacts, 'start' | 'end' | 'strand' | 'exonCount'> & { locus: string; protein: { length: number } };

/** An inclusive range of chromosome positions, low ≤ high. */
export type Range = readonly [number, number];

export interface GeneLayout {
  /** Exons in chromosome order. */
  exons: Range[];
  /** The coding region (start codon to stop codon), in chromosome coordinates. */
  orf: Range;
  /** The model's span: first exon start to last exon end. */
  span: Range;
  /** Bases of the spliced transcript. */
  transcriptLength: number;
}

const SHORTEST_INTRON = 60;
const SPLICE_VARIANT_SHIFT = 25;

/** The layout of gene model `model` (1-based) of the locus. */
export function geneLayout(facts: LayoutFacts, model: number): GeneLayout {
  const length = facts.end - facts.start + 1;
  const coding = 3 * (facts.protein.length + 1);
  const rest = length - coding;
  const utr5 = Math.max(1, Math.floor(Math.min(200, rest * 0.1)));
  let utr3 = Math.max(1, Math.floor(Math.min(300, rest * 0.15)));
  const intronCount = facts.exonCount - 1;
  let intronTotal = rest - utr5 - utr3;
  if (intronCount === 0) {
    utr3 += intronTotal;
    intronTotal = 0;
  }
  const intron = intronCount === 0 ? 0 : Math.floor(intronTotal / intronCount);
  if (rest < 2 || (intronCount > 0 && intron < SHORTEST_INTRON)) throw new Error(`${facts.locus}: the span cannot hold ${facts.exonCount} exons.`);
  const shift = (model - 1) * SPLICE_VARIANT_SHIFT;
  if (shift >= utr5) throw new Error(`${facts.locus}: model ${model} would start inside the coding region.`);

  // Offsets from the gene's 5' end, in transcription order.
  const exonic = coding + utr5 + utr3;
  const exonLength = Math.floor(exonic / facts.exonCount);
  const segments: [number, number][] = [];
  let offset = 0;
  for (let index = 0; index < facts.exonCount; index += 1) {
    const last = index === facts.exonCount - 1;
    const size = last ? exonic - exonLength * index : exonLength;
    segments.push([offset, offset + size - 1]);
    offset += size + (last ? 0 : index === intronCount - 1 ? intronTotal - intron * (intronCount - 1) : intron);
  }
  const first = segments[0] as [number, number];
  first[0] += shift;

  // The offset of the n-th transcribed base (0-based, counted over exons from the model's own start).
  const offsetOfExonicBase = (n: number) => {
    let remaining = n;
    for (const [from, to] of segments) {
      const size = to - from + 1;
      if (remaining < size) return from + remaining;
      remaining -= size;
    }
    throw new Error(`${facts.locus}: base ${n} lies beyond the transcript.`);
  };
  const toChromosome = (offsetFromFivePrime: number) => (facts.strand === 'F' ? facts.start + offsetFromFivePrime : facts.end - offsetFromFivePrime);
  const range = (a: number, b: number): Range => [Math.min(a, b), Math.max(a, b)];

  const exons = segments.map(([from, to]) => range(toChromosome(from), toChromosome(to))).sort((a, b) => a[0] - b[0]);
  const orfStart = offsetOfExonicBase(utr5 - shift);
  const orf = range(toChromosome(orfStart), toChromosome(offsetOfExonicBase(utr5 - shift + coding - 1)));
  const transcriptLength = segments.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  return { exons, orf, span: [(exons[0] as Range)[0], (exons[exons.length - 1] as Range)[1]], transcriptLength };
}

/** The gene page's features: the ORF and the exons, reverse-strand ones written from 5' to 3' (start > end). */
export function geneFeaturesOf(layout: GeneLayout, strand: 'F' | 'R') {
  const feature = (assignmentFeatureType: string, [low, high]: Range) =>
    strand === 'F' ? { assignmentFeatureType, startPosition: low, endPosition: high } : { assignmentFeatureType, startPosition: high, endPosition: low };
  return [feature('ORF', layout.orf), ...layout.exons.map((exon) => feature('exon', exon))];
}
