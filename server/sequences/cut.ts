// Cutting the sequences of one locus or one gene model out of the demo genome (demoGenome.ts: the bases are demo
// data; their places are the dataset's). Minus-strand sequences are reverse-complemented, so every sequence reads
// 5' to 3' in the direction of transcription. Upstream and downstream are relative to the locus's own strand and
// are clipped at the chromosome ends; a stretch that lies off the chromosome gives no sequence.
import { idText, isObject, objects, text, type JsonObject } from '../search/actions/json';
import { clip, genomicBases } from './demoGenome';
import type { SequenceEntry } from './fasta';
import { codingRanges, introns, locusPlace, utrRanges, type LocusPlace, type ModelStructure, type Range, type Strand } from './geneStructure';
import { reverseComplement, translate } from './nucleotides';
import type { FlankLength, SequencePart } from '../../contracts/sequences/sources';

/** The bases of `ranges` (chromosome order) read on `strand`, or null when one of them is off the chromosome. */
export function strandBases(chromosome: string, ranges: readonly Range[], strand: Strand): string | null {
  let forward = '';
  for (const [low, high] of ranges) {
    const clipped = clip(chromosome, low, high);
    if (!clipped || clipped[0] !== low || clipped[1] !== high) return null;
    forward += genomicBases(chromosome, low, high);
  }
  return strand === 'F' ? forward : reverseComplement(forward);
}

export interface ModelToCut {
  name: string;
  gene: JsonObject;
  structure: ModelStructure;
  /** The residues of the model's protein record, when it has one (so the protein page and the FASTA agree). */
  proteinResidues: string | null;
}

/** A gene model's symbols, the primary one first. */
export function modelSymbols(gene: JsonObject): string[] {
  const symbols = objects(gene.symbols).flatMap((symbol) => text(symbol.symbol) ?? []);
  const primary = text(gene.primarySymbol);
  return primary && symbols.includes(primary) ? [primary, ...symbols.filter((symbol) => symbol !== primary)] : symbols;
}

export function locusSymbols(locus: JsonObject): string[] {
  const symbols = objects(locus.symbols).flatMap((symbol) => text(symbol.name) ?? []);
  const primary = isObject(locus.repGene) ? text(locus.repGene.symbol) : null;
  return primary && symbols.includes(primary) ? [primary, ...symbols.filter((symbol) => symbol !== primary)] : symbols;
}

export function locusDescription(locus: JsonObject): string {
  return (isObject(locus.repGene) ? text(locus.repGene.description) : null) ?? '';
}

const spanOf = (ranges: readonly Range[]): Range => [ranges[0]![0], ranges[ranges.length - 1]![1]];

/** The sequences of one gene model for a model-level part (several for introns; none when the part is absent). */
export function cutModel(part: SequencePart, model: ModelToCut): SequenceEntry[] {
  const { structure, gene, name } = model;
  const base = { symbols: modelSymbols(gene), chromosome: structure.chromosome, strand: structure.strand };
  const description = text(gene.description) ?? '';
  const entry = (id: string, label: string, ranges: readonly Range[]): SequenceEntry[] => {
    if (ranges.length === 0) return [];
    const sequence = strandBases(structure.chromosome, ranges, structure.strand);
    return sequence ? [{ ...base, id, label, range: spanOf(ranges), sequence }] : [];
  };
  switch (part) {
    case 'transcript':
      return entry(name, description, structure.exons);
    case 'genomicModel':
      return entry(name, description, [structure.span]);
    case 'cds':
      return entry(name, description, codingRanges(structure));
    case 'protein': {
      const coding = codingRanges(structure);
      if (model.proteinResidues) {
        return [{ ...base, id: name, label: description, range: structure.orf ?? structure.span, sequence: model.proteinResidues }];
      }
      const cds = coding.length > 0 ? strandBases(structure.chromosome, coding, structure.strand) : null;
      const protein = cds ? translate(cds) : '';
      return protein ? [{ ...base, id: name, label: description, range: spanOf(coding), sequence: protein }] : [];
    }
    case 'intron':
      return introns(structure).flatMap((intron) => entry(`${name}-${intron.number}`, `intron ${intron.number}`, [intron.range]));
    case 'utr5':
      return entry(name, "5' UTR", utrRanges(structure, 5));
    case 'utr3':
      return entry(name, "3' UTR", utrRanges(structure, 3));
    default:
      return [];
  }
}

export interface LocusToCut {
  key: string;
  name: string;
  locus: JsonObject;
  /** The next locus in use after this one on the chromosome (for the intergenic region). */
  next: () => { name: string; start: number } | null;
}

function flankRange(place: LocusPlace, side: 'upstream' | 'downstream', flank: FlankLength): Range {
  const [low, high] = place.span;
  const before: Range = [low - flank, low - 1];
  const after: Range = [high + 1, high + flank];
  // Upstream is before the 5' end: the low side on the forward strand, the high side on the reverse strand.
  return (side === 'upstream') === (place.strand === 'F') ? before : after;
}

/** The sequence of one locus for a locus-level part, or none. */
export function cutLocus(part: SequencePart, target: LocusToCut, flank: FlankLength): SequenceEntry[] {
  const place = locusPlace(target.locus);
  if (!place) return [];
  const base = { symbols: locusSymbols(target.locus), chromosome: place.chromosome };
  const read = (range: Range, strand: Strand) => strandBases(place.chromosome, [range], strand);
  switch (part) {
    case 'genomicLocus': {
      const sequence = read(place.span, place.strand);
      return sequence ? [{ ...base, id: target.name, label: locusDescription(target.locus), range: place.span, strand: place.strand, sequence }] : [];
    }
    case 'upstream':
    case 'downstream': {
      const clipped = clip(place.chromosome, ...flankRange(place, part, flank));
      if (!clipped) return [];
      const sequence = read(clipped, place.strand);
      const length = clipped[1] - clipped[0] + 1;
      const label = length === flank ? `${flank} bp ${part}` : `${length} bp ${part} (clipped at the chromosome end)`;
      return sequence ? [{ ...base, id: target.name, label, range: clipped, strand: place.strand, sequence }] : [];
    }
    case 'intergenic': {
      const next = target.next();
      if (!next || next.start <= place.span[1] + 1) return [];
      const region: Range = [place.span[1] + 1, next.start - 1];
      const sequence = read(region, 'F');
      return sequence ? [{ ...base, id: `${target.name}-${next.name}`, label: 'intergenic region', range: region, strand: 'F', sequence }] : [];
    }
    default:
      return [];
  }
}

/** The gene model keys a locus lists: its representative model first, then the others. */
export function modelKeysOf(locus: JsonObject): string[] {
  const representative = isObject(locus.repGene) ? idText(locus.repGene.geneId) : null;
  const others = objects(locus.otherGenes).flatMap((gene) => idText(gene.geneId) ?? []);
  return [...new Set([...(representative ? [representative] : []), ...others])];
}
