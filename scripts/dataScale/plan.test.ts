// The proportions `npm run data:scale -- --loci N` keeps: the full scale at its own size, and every smaller size a
// dataset the planner accepts.
import { describe, expect, it } from 'vitest';
import { FULL_SCALE, planDataset, scaledCounts } from './plan';

describe('a dataset of N loci in the full scale’s proportions', () => {
  it('is the full scale at 38,000 loci', () => {
    expect(scaledCounts(38_000)).toEqual(FULL_SCALE);
  });

  it('keeps the ratios at a tenth of the loci', () => {
    expect(scaledCounts(3_800)).toEqual({ loci: 3_800, geneModels: 5_000, publications: 10_000, annotations: 50_000, currentYearPublications: 40, transposonFamilies: 30 });
  });

  it('can be planned at any size from one locus', () => {
    for (const loci of [1, 2, 7, 40, 999]) expect(() => planDataset(scaledCounts(loci), 1, '2031-03-18')).not.toThrow();
  });

  it('refuses a number of loci that is not a whole number of at least one', () => {
    expect(() => scaledCounts(0)).toThrow('at least 1, not 0');
    expect(() => scaledCounts(2.5)).toThrow('at least 1, not 2.5');
  });
});
