// The skeleton of the generated family loci: which AGI name each gets, where it lies, what it encodes and whether it
// has a symbol, decided once from a fixed seed so the same loci come out on every start. Names skip every locus name
// the rest of the dataset uses (the curated loci and the PANTHER paralogs' minimal records), and positions are
// interpolated between the curated loci's real coordinates, so chromosome order follows AGI order and no two loci
// of the dataset overlap.
import { CHROMOSOMES } from '../../../scripts/dataScale/genome';
import { randomFor, type Random } from '../../../scripts/dataScale/random';
import { lhyLocus } from '../locus/fixtures/lhy';
import { nac001Locus } from '../locus/fixtures/nac001';
import { rosterLoci } from '../../roster';
import { ARV1, AP1, DCL1, FT, NGA3, SYP81 } from '../locus/chromosome1Facts';
import { AP2, CCA1, FCA, FLC, LFY, MANY_PARALOGS } from '../locus/otherChromosomeFacts';
import { FAMILIES, type FamilyName } from './families';
import { PARALOG_LOCUS_NAMES } from './paralogNames';

export const FAMILY_SEED = 20_240_611;

/** 272 F-box and 108 PPR loci: with the obsolete ones left out, more than 250 F-box genes still answer 'F-box'. */
export const FAMILY_COUNTS: Readonly<Record<FamilyName, number>> = { FBOX: 272, PPR: 108 };

export type LocusKind = 'protein_coding' | 'pseudogene' | 'long_noncoding_rna';

export interface FamilyLocusPlan {
  /** Position in the generated set (0-based, in chromosome and AGI order). */
  index: number;
  key: number;
  name: string;
  chromosome: 1 | 2 | 3 | 4 | 5;
  family: FamilyName;
  kind: LocusKind;
  obsolete: boolean;
  /** The gene description; every one names the family and says it is a demo record. */
  description: string;
  /** Span on the chromosome (forward coordinates, start < end); obsolete loci keep theirs only in this plan. */
  start: number;
  end: number;
  strand: 'F' | 'R';
  exonCount: number;
  /** Residues of the encoded protein; for non-coding kinds, the length the exon layout is sized by. */
  proteinLength: number;
  modelCount: number;
  symbol: { name: string; fullName: string } | null;
  otherNames: string[];
  dateLastModified: string;
}

// Keys in ranges no other record of the dataset uses.
export const familyLocusKey = (index: number) => 2_400_001 + index;
export const familyGeneKey = (index: number, model: number) => 6_550_000_000 + index * 10 + model;
export const familyProteinKey = (index: number, model: number) => 1_011_000_000 + index * 10 + model;

interface Anchor {
  number: number;
  start: number;
  end: number;
}

const agiNumber = (name: string) => Number(name.slice(4));

/** The curated loci with coordinates, by chromosome: generated positions are interpolated between them. */
function anchorsByChromosome(): Map<number, Anchor[]> {
  const spans = [
    { name: nac001Locus.name, chromosome: 1, start: nac001Locus.spanStartPosition, end: nac001Locus.spanEndPosition },
    { name: lhyLocus.name, chromosome: 1, start: Number(lhyLocus.spanStartPosition), end: Number(lhyLocus.spanEndPosition) },
    ...[ARV1, AP1, DCL1, FT, NGA3, SYP81, AP2, CCA1, FCA, FLC, LFY, MANY_PARALOGS].map((facts) => ({
      name: rosterLoci[facts.locus].name,
      chromosome: facts.chromosome,
      start: facts.start,
      end: facts.end,
    })),
  ];
  const anchors = new Map<number, Anchor[]>();
  CHROMOSOMES.slice(0, 5).forEach((chromosome, index) => {
    const own = spans.filter((span) => span.chromosome === index + 1).map((span) => ({ number: agiNumber(span.name), start: span.start, end: span.end }));
    // The chromosome's ends, as if loci 00000 and 100000 sat there.
    anchors.set(index + 1, [{ number: 0, start: 0, end: 0 }, ...own, { number: 100_000, start: chromosome.length, end: chromosome.length }].sort((a, b) => a.number - b.number));
  });
  return anchors;
}

/** Every locus name the rest of the dataset holds. */
function takenNames(): Set<string> {
  return new Set([...Object.values(rosterLoci).map((locus) => locus.name), ...PARALOG_LOCUS_NAMES]);
}

/** Loci per chromosome, by chromosome length (largest remainders get the leftovers). */
function lociPerChromosome(total: number): number[] {
  const lengths = CHROMOSOMES.slice(0, 5).map((chromosome) => chromosome.length);
  const sum = lengths.reduce((a, b) => a + b, 0);
  const exact = lengths.map((length) => (total * length) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (let turn = 0; counts.reduce((a, b) => a + b, 0) < total; turn += 1) counts[order[turn % 5]!.index]! += 1;
  return counts;
}

/** Kinds and obsolete flags in a fixed proportion, shuffled: most loci code for a protein. */
function kindsFor(family: FamilyName, count: number, random: Random): { kind: LocusKind; obsolete: boolean }[] {
  const share = family === 'FBOX' ? { obsolete: 5, pseudogene: 12, long_noncoding_rna: 4 } : { obsolete: 3, pseudogene: 4, long_noncoding_rna: 2 };
  const kinds: { kind: LocusKind; obsolete: boolean }[] = [
    ...Array.from({ length: share.obsolete }, () => ({ kind: 'protein_coding' as const, obsolete: true })),
    ...Array.from({ length: share.pseudogene }, () => ({ kind: 'pseudogene' as const, obsolete: false })),
    ...Array.from({ length: share.long_noncoding_rna }, () => ({ kind: 'long_noncoding_rna' as const, obsolete: false })),
  ];
  while (kinds.length < count) kinds.push({ kind: 'protein_coding', obsolete: false });
  return shuffle(kinds, random);
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = random.below(index + 1);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** Where a locus numbered `number` starts, interpolated between the anchors around it, and how much room it has. */
function placeBetween(anchors: readonly Anchor[], number: number): { position: number; room: number } | null {
  const after = anchors.findIndex((anchor) => anchor.number > number);
  const before = anchors[after - 1];
  const next = anchors[after];
  if (!before || !next || before.number === number) return null;
  const share = (number - before.number) / (next.number - before.number);
  const position = Math.round(before.end + share * (next.start - before.end));
  return { position, room: next.start - position };
}

const BAC_PREFIXES = ['F', 'T', 'M', 'K', 'MJ', 'MU', 'F2', 'T1'];

export function planFamilyLoci(seed = FAMILY_SEED): FamilyLocusPlan[] {
  const taken = takenNames();
  const anchors = anchorsByChromosome();
  const random = randomFor(seed, 'family-loci', 0);
  const total = FAMILY_COUNTS.FBOX + FAMILY_COUNTS.PPR;
  const families = shuffle([...Array<FamilyName>(FAMILY_COUNTS.FBOX).fill('FBOX'), ...Array<FamilyName>(FAMILY_COUNTS.PPR).fill('PPR')], random);
  const kindQueues: Record<FamilyName, { kind: LocusKind; obsolete: boolean }[]> = {
    FBOX: kindsFor('FBOX', FAMILY_COUNTS.FBOX, random),
    PPR: kindsFor('PPR', FAMILY_COUNTS.PPR, random),
  };
  const symbolsGiven: Record<FamilyName, number> = { FBOX: 0, PPR: 0 };
  const plans: FamilyLocusPlan[] = [];

  lociPerChromosome(total).forEach((count, chromosomeIndex) => {
    const chromosome = (chromosomeIndex + 1) as FamilyLocusPlan['chromosome'];
    const own = anchors.get(chromosome)!;
    const step = Math.floor((97_000 - 1_100) / count / 10) * 10;
    let lastNumber = 0;
    for (let slot = 0; slot < count; slot += 1) {
      const index = plans.length;
      const family = families[index]!;
      const { kind, obsolete } = kindQueues[family].pop()!;
      const facts = FAMILIES[family];
      const exonCount = kind === 'protein_coding' ? random.weighted(facts.exonCounts) : random.between(1, 2);
      const proteinLength = random.between(facts.proteinLength[0], facts.proteinLength[1]);
      // Beyond the coding region: UTRs and introns (at least 180 bases per intron, so each is over 60 bases long).
      const rest = 300 + 180 * (exonCount - 1) + random.between(0, 300);
      const length = 3 * (proteinLength + 1) + rest;
      // The slot's number, moved on by tens past names in use and places without room (next to a curated locus).
      let number = Math.max(lastNumber + 10, 1_100 + slot * step + random.below(Math.max(1, Math.floor(step / 20))) * 10);
      let place = placeBetween(own, number);
      while (taken.has(agiName(chromosome, number)) || !place || place.room < length + 400) {
        number += 10;
        place = placeBetween(own, number);
      }
      const name = agiName(chromosome, number);
      taken.add(name);
      lastNumber = number;
      const start = place.position + 100;
      // Later slots of this chromosome start after this locus: it becomes an anchor for them.
      own.push({ number, start, end: start + length - 1 });
      own.sort((a, b) => a.number - b.number);

      const hasSymbol = kind === 'protein_coding' && !obsolete && random.chance(0.2);
      if (hasSymbol) symbolsGiven[family] += 1;
      const bac = `${random.pick(BAC_PREFIXES)}${random.between(1, 28)}${String.fromCharCode(65 + random.below(16))}${random.between(1, 24)}`;
      plans.push({
        index,
        key: familyLocusKey(index),
        name,
        chromosome,
        family,
        kind,
        obsolete,
        description: kind === 'pseudogene' ? facts.pseudogeneDescription : kind === 'long_noncoding_rna' ? facts.noncodingDescription : random.weighted(facts.descriptions),
        start,
        end: start + length - 1,
        strand: random.chance(0.5) ? 'F' : 'R',
        exonCount,
        proteinLength,
        modelCount: kind === 'protein_coding' && !obsolete && random.chance(0.15) ? 2 : 1,
        symbol: hasSymbol ? { name: `${facts.symbolPrefix}${String(symbolsGiven[family]).padStart(3, '0')}`, fullName: `${facts.symbolFullName} ${symbolsGiven[family]}` } : null,
        otherNames: random.chance(0.6) ? [`${bac}.${random.between(1, 30)}`] : [],
        dateLastModified: `${random.between(2012, 2024)}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
      });
    }
  });
  return plans;
}

const agiName = (chromosome: number, number: number) => `AT${chromosome}G${String(number).padStart(5, '0')}`;

/** The plan of the dataset: built once, at import. */
export const familyLocusPlan: readonly FamilyLocusPlan[] = planFamilyLoci();
