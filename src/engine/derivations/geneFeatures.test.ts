import { describe, expect, it } from 'vitest';
import { geneFeatures } from './geneFeatures';

const feature = (assignmentFeatureType: string, startPosition: number, endPosition: number) => ({
  assignmentFeatureType,
  startPosition,
  endPosition,
});

// AT1G01010.1 (TAIR10 GFF): six exons, coding region 3760–5630 on the forward strand.
const exons = [
  [3631, 3913],
  [3996, 4276],
  [4486, 4605],
  [4706, 5095],
  [5174, 5326],
  [5439, 5899],
] as const;
const nac001 = { geneFeatures: [feature('ORF', 3760, 5630), ...exons.map(([start, end]) => feature('exon', start, end))] };

const spans = (rows: ReturnType<typeof geneFeatures>, type: string) =>
  rows.filter((row) => row.assignmentFeatureType === type).map((row) => [row.startPosition, row.endPosition]);

describe('geneFeatures', () => {
  it("derives the 5' and 3' UTRs of a forward-strand gene from its ORF and exons", () => {
    const rows = geneFeatures(nac001);
    expect(spans(rows, 'five_prime_UTR')).toEqual([[3631, 3759]]);
    expect(spans(rows, 'three_prime_UTR')).toEqual([[5631, 5899]]);
  });

  it('derives one intron for each gap between consecutive exons', () => {
    expect(spans(geneFeatures(nac001), 'intron')).toEqual([
      [3914, 3995],
      [4277, 4485],
      [4606, 4705],
      [5096, 5173],
      [5327, 5438],
    ]);
  });

  it('returns the original features with the derived ones, sorted by position with outer features first', () => {
    const rows = geneFeatures(nac001);
    expect(rows).toHaveLength(1 + 6 + 2 + 5);
    expect(rows.slice(0, 3).map((row) => row.assignmentFeatureType)).toEqual(['exon', 'five_prime_UTR', 'ORF']);
    const starts = rows.map((row) => Math.min(row.startPosition, row.endPosition));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('marks derived features and gives every feature its length', () => {
    const utr = geneFeatures(nac001).find((row) => row.assignmentFeatureType === 'five_prime_UTR');
    expect(utr).toMatchObject({ derived: true, length: 129 });
    expect(geneFeatures(nac001).find((row) => row.assignmentFeatureType === 'ORF')).toMatchObject({ derived: false, length: 1871 });
  });

  it("puts the 5' UTR at the high end of a reverse-strand gene and keeps its orientation", () => {
    const reverse = {
      geneFeatures: [feature('exon', 2000, 1500), feature('exon', 1200, 1000), feature('ORF', 1900, 1100)],
    };
    const rows = geneFeatures(reverse);
    expect(spans(rows, 'five_prime_UTR')).toEqual([[2000, 1901]]);
    expect(spans(rows, 'three_prime_UTR')).toEqual([[1099, 1000]]);
    expect(spans(rows, 'intron')).toEqual([[1499, 1201]]);
  });

  it('takes the coding region from per-exon CDS features', () => {
    const rows = geneFeatures({
      geneFeatures: [feature('exon', 100, 200), feature('CDS', 150, 200), feature('exon', 300, 400), feature('CDS', 300, 350)],
    });
    expect(spans(rows, 'five_prime_UTR')).toEqual([[100, 149]]);
    expect(spans(rows, 'three_prime_UTR')).toEqual([[351, 400]]);
  });

  it('derives nothing without an ORF', () => {
    const rows = geneFeatures({ geneFeatures: [feature('exon', 1, 10), feature('exon', 20, 30)] });
    expect(rows.map((row) => row.assignmentFeatureType)).toEqual(['exon', 'exon']);
  });

  it('does not derive a feature type the server already gives', () => {
    const rows = geneFeatures({ geneFeatures: [...nac001.geneFeatures, feature('five_prime_UTR', 3631, 3759)] });
    expect(spans(rows, 'five_prime_UTR')).toEqual([[3631, 3759]]);
    expect(rows.filter((row) => row.assignmentFeatureType === 'five_prime_UTR')[0]?.derived).toBe(false);
  });

  it('skips features without a type or positions and never throws on malformed data', () => {
    expect(geneFeatures({ geneFeatures: [null, 'exon', { assignmentFeatureType: 'exon' }, feature('', 1, 2)] })).toEqual([]);
    for (const record of [null, undefined, 42, 'gene', [], { geneFeatures: 'exon' }]) expect(geneFeatures(record)).toEqual([]);
  });
});
