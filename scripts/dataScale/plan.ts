// The skeleton of the full-scale dataset, decided before any record is written: every locus's name, place, kind
// and family, how many gene models and annotations it has, and which loci each publication is about. It holds
// numbers and names only (typed arrays, a few MB at full scale); the records themselves are built one at a time
// from it (records/*.ts) and streamed into the database.
import { agiName, CHROMOSOMES, isOrganelle, lociPerChromosome, locusNumbers } from './genome';
import { randomFor, type Random } from './random';
import { PROTEIN_FAMILIES } from './vocabulary/families';
import { TRANSPOSON_FAMILY_NAMES } from './vocabulary/transposonFamilies';
import { LOCUS_KINDS, NUCLEAR_KINDS, ORGANELLE_KINDS } from './vocabulary/locusKinds';
import { allocateWeighted, buildLinks, type Links } from './links';

export interface ScaleCounts {
  loci: number;
  geneModels: number;
  publications: number;
  annotations: number;
  /**
   * How many of the publications are of the seeding year, last modified in the weeks before the seeding date (the
   * recently added literature of 002 §2.1); the last ones by key.
   */
  currentYearPublications: number;
  /** Transposon families, at most as many as vocabulary/transposonFamilies.ts names. */
  transposonFamilies: number;
}

/**
 * The full scale: about the size of the real Arabidopsis reference annotation and its literature (and its ~300
 * transposon families). Gene class symbols are one per locus symbol (about 4,900 at this scale).
 */
export const FULL_SCALE: ScaleCounts = {
  loci: 38_000,
  geneModels: 50_000,
  publications: 100_000,
  annotations: 500_000,
  currentYearPublications: 400,
  transposonFamilies: 300,
};

/**
 * The full scale's proportions at `loci` loci (a smaller copy for a quick load or a test): every other count in the
 * same ratio to the loci, rounded (at least one each); at most 300 transposon families, as that many have names.
 */
export function scaledCounts(loci: number): ScaleCounts {
  if (!Number.isInteger(loci) || loci < 1) throw new Error(`The number of loci must be a whole number of at least 1, not ${loci}.`);
  const ratio = loci / FULL_SCALE.loci;
  const scaled = (count: number) => Math.max(1, Math.round(count * ratio));
  const publications = scaled(FULL_SCALE.publications);
  return {
    loci,
    geneModels: scaled(FULL_SCALE.geneModels),
    publications,
    annotations: scaled(FULL_SCALE.annotations),
    currentYearPublications: Math.min(publications, scaled(FULL_SCALE.currentYearPublications)),
    transposonFamilies: Math.min(FULL_SCALE.transposonFamilies, scaled(FULL_SCALE.transposonFamilies)),
  };
}

/** At most this many annotations and publications on one locus: heavily studied loci stay large but bounded. */
export const MAX_ANNOTATIONS_PER_LOCUS = 400;
export const MAX_PUBLICATIONS_PER_LOCUS = 300;
export const MAX_MODELS_PER_LOCUS = 3;
const NO_FAMILY = 255;

export interface ScalePlan {
  seed: number;
  /** The seeding date (YYYY-MM-DD): its year is the current-year publications' year. */
  seedDate: string;
  counts: ScaleCounts;
  proteins: number;
  locusName: string[];
  /** Index into CHROMOSOMES. */
  chromosome: Uint8Array;
  /** Index into LOCUS_KINDS. */
  kind: Uint8Array;
  /** Index into PROTEIN_FAMILIES; 255 for non-coding loci. */
  family: Uint8Array;
  /** The number in the locus's symbol (NAC012 → 12); 0 when it has none. */
  symbolNumber: Uint16Array;
  spanStart: Int32Array;
  spanEnd: Int32Array;
  modelCount: Uint8Array;
  /** The global index of the locus's first gene model (gene models are numbered locus by locus). */
  firstModel: Uint32Array;
  /** The global index of its first protein, or -1 for a non-coding locus. */
  firstProtein: Int32Array;
  annotationCount: Uint16Array;
  /** Publication → loci, and its inverse. */
  publicationLoci: Links;
  locusPublications: Links;
}

// Identifiers in the ranges the real database uses for each kind of record.
export const locusId = (locus: number) => 3_000_001 + locus;
export const geneId = (model: number) => 6_540_000_001 + model;
export const proteinId = (protein: number) => 1_010_000_001 + protein;
export const referenceId = (publication: number) => 502_000_001 + publication;
export const transposonFamilyId = (family: number) => 7_100_001 + family;
export const geneSymbolId = (locus: number) => 6_410_001 + locus;

function checkCounts({ loci, geneModels, publications, annotations, currentYearPublications, transposonFamilies }: ScaleCounts) {
  for (const [name, value] of Object.entries({ loci, geneModels, publications, annotations, currentYearPublications, transposonFamilies })) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`The ${name} count must be a whole number, not ${value}.`);
  }
  if (loci < 1) throw new Error('The dataset needs at least one locus.');
  if (geneModels < loci || geneModels > loci * MAX_MODELS_PER_LOCUS) {
    throw new Error(`Each locus has one to ${MAX_MODELS_PER_LOCUS} gene models: ${geneModels} models cannot be spread over ${loci} loci.`);
  }
  if (annotations > loci * MAX_ANNOTATIONS_PER_LOCUS) throw new Error(`${annotations} annotations do not fit on ${loci} loci.`);
  if (currentYearPublications > publications) throw new Error(`${currentYearPublications} current-year publications are more than the ${publications} publications.`);
  if (transposonFamilies > TRANSPOSON_FAMILY_NAMES.length) throw new Error(`At most ${TRANSPOSON_FAMILY_NAMES.length} transposon families have names, not ${transposonFamilies}.`);
}

/** Whether a publication is one of the current-year ones (the last `currentYearPublications` by index). */
export const isCurrentYearPublication = (plan: ScalePlan, publication: number) =>
  publication >= plan.counts.publications - plan.counts.currentYearPublications;

/** How studied a locus is: heavy-tailed, so a few loci carry many annotations and publications. */
function popularity(random: Random, coding: boolean): number {
  const heavyTail = Math.min(40, (1 - random.next()) ** (-1 / 1.6));
  return coding ? heavyTail : 0.15 * heavyTail;
}

export function planDataset(counts: ScaleCounts, seed: number, seedDate: string): ScalePlan {
  checkCounts(counts);
  const total = counts.loci;
  const plan: ScalePlan = {
    seed,
    seedDate,
    counts,
    proteins: 0,
    locusName: new Array<string>(total),
    chromosome: new Uint8Array(total),
    kind: new Uint8Array(total),
    family: new Uint8Array(total),
    symbolNumber: new Uint16Array(total),
    spanStart: new Int32Array(total),
    spanEnd: new Int32Array(total),
    modelCount: new Uint8Array(total).fill(1),
    firstModel: new Uint32Array(total),
    firstProtein: new Int32Array(total),
    annotationCount: new Uint16Array(total),
    publicationLoci: { offsets: new Uint32Array(1), items: new Uint32Array(0) },
    locusPublications: { offsets: new Uint32Array(1), items: new Uint32Array(0) },
  };
  const weights = new Float64Array(total);
  const familyWeights = PROTEIN_FAMILIES.map((family, index) => [index, family.weight] as const);
  const symbolsGiven = new Array<number>(PROTEIN_FAMILIES.length).fill(0);

  let locus = 0;
  lociPerChromosome(total).forEach((count, chromosomeIndex) => {
    const chromosome = CHROMOSOMES[chromosomeIndex]!;
    const random = randomFor(seed, 'chromosome', chromosomeIndex);
    const numbers = locusNumbers(chromosome, count, random);
    const kinds = isOrganelle(chromosome) ? ORGANELLE_KINDS : NUCLEAR_KINDS;
    const lastNumber = numbers[numbers.length - 1] ?? 1;
    for (const number of numbers) {
      const kind = random.weighted(kinds);
      const family = kind.coding ? random.weighted(familyWeights) : NO_FAMILY;
      plan.locusName[locus] = agiName(chromosome, number);
      plan.chromosome[locus] = chromosomeIndex;
      plan.kind[locus] = LOCUS_KINDS.indexOf(kind);
      plan.family[locus] = family;
      const prefix = family === NO_FAMILY ? null : PROTEIN_FAMILIES[family]!.symbolPrefix;
      if (prefix && random.chance(0.35)) plan.symbolNumber[locus] = ++symbolsGiven[family]!;
      // Spread along the chromosome in name order, as AGI numbers are.
      const along = (number - chromosome.firstNumber) / Math.max(1, lastNumber - chromosome.firstNumber);
      const start = 1 + Math.floor(along * (chromosome.length - 12_000)) + random.below(400);
      plan.spanStart[locus] = start;
      plan.spanEnd[locus] = start + (kind.coding ? random.between(600, 7_000) : random.between(70, 3_000));
      weights[locus] = popularity(random, kind.coding);
      locus += 1;
    }
  });

  spreadGeneModels(plan, randomFor(seed, 'gene-models', 0));
  let model = 0;
  let protein = 0;
  for (let index = 0; index < total; index += 1) {
    plan.firstModel[index] = model;
    model += plan.modelCount[index]!;
    if (LOCUS_KINDS[plan.kind[index]!]!.coding) {
      plan.firstProtein[index] = protein;
      protein += plan.modelCount[index]!;
    } else {
      plan.firstProtein[index] = -1;
    }
  }
  plan.proteins = protein;

  plan.annotationCount = allocateWeighted(counts.annotations, weights, MAX_ANNOTATIONS_PER_LOCUS, randomFor(seed, 'annotation-counts', 0));
  const links = buildLinks(counts.publications, weights, MAX_PUBLICATIONS_PER_LOCUS, randomFor(seed, 'publication-loci', 0));
  plan.publicationLoci = links.forward;
  plan.locusPublications = links.inverse;
  return plan;
}

/** Gives loci their second and third gene models (splice variants), coding loci first, until the count is met. */
function spreadGeneModels(plan: ScalePlan, random: Random) {
  const total = plan.counts.loci;
  let extra = plan.counts.geneModels - total;
  const coding: number[] = [];
  for (let index = 0; index < total; index += 1) if (LOCUS_KINDS[plan.kind[index]!]!.coding) coding.push(index);
  const candidates = extra <= coding.length * (MAX_MODELS_PER_LOCUS - 1) ? coding : Array.from({ length: total }, (_, index) => index);
  let room = candidates.length * (MAX_MODELS_PER_LOCUS - 1);
  while (extra > 0 && room > 0) {
    const locus = random.pick(candidates);
    if (plan.modelCount[locus]! >= MAX_MODELS_PER_LOCUS) continue;
    plan.modelCount[locus]! += 1;
    extra -= 1;
    room -= 1;
  }
}
