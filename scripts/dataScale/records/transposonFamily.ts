// Transposon family records (002 §3 Transposon family), for the Browse Transposon Families page (002 §2.1): each
// family with its super family and its member elements (name, chromosome and place), heavy-tailed in size as the
// real annotation is (a few families of thousands of elements, most of a few dozen). The dataset holds no
// transposon element records; the family lists its elements as the detail call does.
import { CHROMOSOMES, isOrganelle } from '../genome';
import type { ScalePlan } from '../plan';
import { randomFor } from '../random';
import { TRANSPOSON_FAMILY_NAMES } from '../vocabulary/transposonFamilies';
import { dateBetween } from './common';

/** The most elements one family has. */
export const MAX_ELEMENTS_PER_FAMILY = 4_000;
const NUCLEAR = CHROMOSOMES.filter((chromosome) => !isOrganelle(chromosome));

/** Elements per family, drawn once for all families so that element names can be numbered across them. */
export function familyElementCounts(plan: ScalePlan): number[] {
  return Array.from({ length: plan.counts.transposonFamilies }, (_, family) => {
    const random = randomFor(plan.seed, 'transposon-family-size', family);
    const { size } = TRANSPOSON_FAMILY_NAMES[family]!;
    return Math.min(MAX_ELEMENTS_PER_FAMILY, Math.max(1, Math.round(12 * size * (1 - random.next()) ** (-1 / 1.5))));
  });
}

/** What the detail call of one family answers; `firstElement` numbers its elements after the families before it. */
export function transposonFamilyRecord(plan: ScalePlan, family: number, elementCount: number, firstElement: number) {
  const random = randomFor(plan.seed, 'transposon-family', family);
  const { name, superFamily } = TRANSPOSON_FAMILY_NAMES[family]!;
  return {
    transposonFamilyName: name,
    superFamilyName: superFamily,
    dateLastUpdated: dateBetween(random, 2010, Number(plan.seedDate.slice(0, 4)) - 1),
    associatedTransposons: Array.from({ length: elementCount }, (_, index) => {
      const number = firstElement + index;
      const chromosome = random.pick(NUCLEAR);
      const start = random.between(1, chromosome.length - 20_000);
      // AGI transposon names: AT, the chromosome, TE and a number unique across the dataset.
      return { name: `AT${chromosome.code}TE${String(number + 1).padStart(5, '0')}`, transposonId: 8_000_001 + number, chromosome: chromosome.code, start, end: start + random.between(80, 15_000) };
    }),
  };
}
