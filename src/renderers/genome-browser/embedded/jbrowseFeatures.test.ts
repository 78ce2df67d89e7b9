import { describe, expect, it } from 'vitest';
import type { GenomeFeature } from '../../../../contracts/genome/features';
import { featuresInView, strandText, toJBrowseFeature } from './jbrowseFeatures';

// NAC001 as the genome API answers it: a reverse-strand gene, one model with two exons, a CDS and a 5' UTR.
const nac001: GenomeFeature = {
  id: 'locus:AT1G01010',
  type: 'gene',
  start: 3631,
  end: 5899,
  strand: -1,
  name: 'AT1G01010',
  href: '/locus?key=2200935',
  subfeatures: [
    {
      id: 'model:AT1G01010.1',
      type: 'mRNA',
      start: 3631,
      end: 5899,
      strand: -1,
      name: 'AT1G01010.1',
      href: '/gene?key=1',
      subfeatures: [
        { id: 'exon:AT1G01010.1:1', type: 'exon', start: 3631, end: 3913, strand: -1, name: '' },
        { id: 'exon:AT1G01010.1:2', type: 'exon', start: 5439, end: 5899, strand: -1, name: '' },
        { id: 'cds:AT1G01010.1', type: 'CDS', start: 3760, end: 5630, strand: -1, name: '' },
        { id: 'utr:AT1G01010.1', type: 'five_prime_UTR', start: 5631, end: 5899, strand: -1, name: '' },
      ],
    },
  ],
};

describe('toJBrowseFeature', () => {
  it('moves 1-based inclusive positions to 0-based half-open ones, down to the exons', () => {
    const gene = toJBrowseFeature(nac001, 'Chr1');
    expect(gene).toMatchObject({ uniqueId: 'locus:AT1G01010', refName: 'Chr1', start: 3630, end: 5899, strand: -1, type: 'gene', name: 'AT1G01010' });
    const model = gene.subfeatures![0]!;
    expect(model).toMatchObject({ type: 'mRNA', start: 3630, end: 5899 });
    expect(model.subfeatures!.map(({ type, start, end }) => [type, start, end])).toEqual([
      ['exon', 3630, 3913],
      ['exon', 5438, 5899],
      ['CDS', 3759, 5630],
      ['five_prime_UTR', 5630, 5899],
    ]);
  });

  it("gives a part without a page of its own its parent's page", () => {
    const model = toJBrowseFeature(nac001, 'Chr1').subfeatures![0]!;
    expect(model.href).toBe('/gene?key=1');
    expect(model.subfeatures!.every((part) => part.href === '/gene?key=1')).toBe(true);
  });

  it('leaves out subfeatures and page when there are none', () => {
    const marker = toJBrowseFeature({ id: 'marker:1', type: 'genetic_marker', start: 2100, end: 2600, strand: 0, name: 'T25K16-CAPS' }, 'Chr1');
    expect(marker).not.toHaveProperty('subfeatures');
    expect(marker).not.toHaveProperty('href');
  });
});

describe('featuresInView', () => {
  const other: GenomeFeature = { id: 'locus:AT1G01020', type: 'gene', start: 6788, end: 9130, strand: -1, name: 'AT1G01020', href: '/locus?key=2' };
  const before: GenomeFeature = { id: 'marker:2', type: 'genetic_marker', start: 100, end: 200, strand: 0, name: '' };

  it('lists the features overlapping the region once each, by start, a nameless one by its id', () => {
    expect(featuresInView([other, nac001, nac001, before], { start: 150, end: 7000 }).map(({ name }) => name)).toEqual(['marker:2', 'AT1G01010', 'AT1G01020']);
    expect(featuresInView([other, nac001], { start: 1, end: 6000 }).map(({ id }) => id)).toEqual(['locus:AT1G01010']);
  });

  it('links only to pages of the portal', () => {
    const elsewhere: GenomeFeature = { ...other, href: '//elsewhere.example/locus' };
    expect(featuresInView([elsewhere], { start: 1, end: 10000 })[0]).not.toHaveProperty('href');
    expect(toJBrowseFeature({ ...other, href: 'https://elsewhere.example' }, 'Chr1')).not.toHaveProperty('href');
  });

  it('names the strand of stranded features only', () => {
    expect([strandText(1), strandText(-1), strandText(0)]).toEqual(['forward strand', 'reverse strand', undefined]);
  });
});
