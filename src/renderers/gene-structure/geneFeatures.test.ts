import { describe, expect, it } from 'vitest';
import { clipToBlocks, featureKind, gapsBetween, mergeIntervals, readGeneFeatures } from './geneFeatures';

describe('featureKind', () => {
  it.each([
    ['exon', 'exon'],
    ['EXON', 'exon'],
    ['intron', 'intron'],
    ['CDS', 'cds'],
    ['ORF', 'cds'],
    ['coding sequence', 'cds'],
    ['five_prime_UTR', 'fivePrimeUtr'],
    ["5' UTR", 'fivePrimeUtr'],
    ['5′-UTR', 'fivePrimeUtr'],
    ['5UTR', 'fivePrimeUtr'],
    ['UTR5', 'fivePrimeUtr'],
    ['three_prime_UTR', 'threePrimeUtr'],
    ["3'UTR", 'threePrimeUtr'],
    ['3 prime UTR', 'threePrimeUtr'],
  ])('reads %j as %s', (type, kind) => {
    expect(featureKind(type)).toBe(kind);
  });

  it('knows nothing of other types', () => {
    for (const type of ['gene', 'mRNA', '', null, 5]) expect(featureKind(type)).toBeUndefined();
  });
});

describe('readGeneFeatures', () => {
  it('orders each feature start ≤ end and notices the reverse strand', () => {
    const read = readGeneFeatures([
      { assignmentFeatureType: 'exon', startPosition: 900, endPosition: 700 },
      { assignmentFeatureType: 'exon', startPosition: 500, endPosition: 100 },
    ]);
    expect(read.features).toEqual([
      { kind: 'exon', start: 700, end: 900 },
      { kind: 'exon', start: 100, end: 500 },
    ]);
    expect(read.reverse).toBe(true);
  });

  it('drops features without usable positions or type', () => {
    const read = readGeneFeatures([
      { assignmentFeatureType: 'exon', startPosition: 'abc', endPosition: 7 },
      { assignmentFeatureType: 'gene', startPosition: 1, endPosition: 7 },
      { assignmentFeatureType: 'exon', startPosition: '10', endPosition: '20' },
      null,
    ]);
    expect(read.features).toEqual([{ kind: 'exon', start: 10, end: 20 }]);
    expect(read.reverse).toBe(false);
  });

  it('reads nothing from a value that is not a list', () => {
    expect(readGeneFeatures({ assignmentFeatureType: 'exon' }).features).toEqual([]);
  });
});

describe('interval helpers', () => {
  it('merges overlapping and touching intervals', () => {
    expect(mergeIntervals([{ start: 50, end: 60 }, { start: 1, end: 10 }, { start: 11, end: 20 }, { start: 55, end: 70 }])).toEqual([
      { start: 1, end: 20 },
      { start: 50, end: 70 },
    ]);
  });

  it('finds the gaps between blocks', () => {
    expect(gapsBetween([{ start: 1, end: 10 }, { start: 21, end: 30 }, { start: 41, end: 50 }])).toEqual([
      { start: 11, end: 20 },
      { start: 31, end: 40 },
    ]);
  });

  it('keeps only the parts of an interval inside the blocks', () => {
    expect(clipToBlocks([{ start: 5, end: 45 }], [{ start: 1, end: 10 }, { start: 21, end: 30 }, { start: 41, end: 50 }])).toEqual([
      { start: 5, end: 10 },
      { start: 21, end: 30 },
      { start: 41, end: 45 },
    ]);
  });
});
