// @vitest-environment node
// The features of a region on both stores, read through the search index's spans: AT1G01010 and AT1G01020 with their
// models, exons, CDS and UTRs on the strands their records give, marker nga63 and the T-DNA insertion SALK_015029 at
// their places on the sequence map, and a record changed through the store in the next answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GenomeFeature } from '../../contracts/genome/features';
import type { RecordRow } from '../db/records';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';
import { demoRecordRows } from '../seed';
import { genomeFeatures, regionFeatures } from './regionFeatures';

const demoRows = demoRecordRows();
const demo = (type: string, id: string): RecordRow => {
  const row = demoRows.find((candidate) => candidate.type === type && candidate.id === id);
  if (!row) throw new Error(`No ${type} ${id} in the demo dataset.`);
  return row;
};
const AT1G01010 = '2200935';
const AT1G01020 = '2200937';
const NGA63 = '4102101';

const salk015029 = (start: number): RecordRow => ({
  type: 'polymorphism',
  id: '4599001',
  name: 'SALK_015029',
  accession: null,
  body: JSON.stringify({
    name: 'SALK_015029',
    polymorphismType: 'insertion',
    insertionType: 'T-DNA',
    chromosome: '1',
    globalAssignments: [
      // A genetic map's place is in centimorgans: not a place on the sequence.
      { chromosome: '1', name: 'Classical', startPosition: 12, endPosition: 12, units: 'cM' },
      { chromosome: '1', name: 'AGI', startPosition: start, endPosition: start, units: 'bp', orientation: 'F' },
    ],
  }),
});

const REGION = { chromosome: 'Chr1', start: 1, end: 10_000 } as const;

/** A feature without its parts, and the types of its parts in order. */
const outline = ({ subfeatures, ...feature }: GenomeFeature) => ({ ...feature, parts: subfeatures?.map((part) => part.type) });

describe.each(STORE_DRIVERS)('the features of a region on $name', (driver) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await driver.open();
    const models = demoRows.filter((row) => row.type === 'gene' && ['AT1G01010.1', 'AT1G01020.1'].includes(row.name ?? ''));
    await opened.insertRecords([demo('locus', AT1G01010), demo('locus', AT1G01020), ...models, demo('marker', NGA63), salk015029(4_600)]);
    await opened.buildSearchIndex();
  });
  afterEach(async () => {
    await opened.close();
  });

  it('answers each locus as a gene with its models, exons, CDS and UTRs on the strand the record gives', async () => {
    const genes = await regionFeatures(opened.genome, 'genes', REGION);
    expect(genes.map(({ subfeatures: _parts, ...gene }) => gene)).toEqual([
      { id: 'locus:AT1G01010', type: 'gene', start: 3631, end: 5899, strand: 1, name: 'AT1G01010', href: '/locus?name=AT1G01010' },
      { id: 'locus:AT1G01020', type: 'gene', start: 6788, end: 9130, strand: -1, name: 'AT1G01020', href: '/locus?name=AT1G01020' },
    ]);
    const [model] = genes[0]!.subfeatures!;
    expect(outline(model!)).toEqual({
      id: 'model:AT1G01010.1',
      type: 'mRNA',
      start: 3631,
      end: 5899,
      strand: 1,
      name: 'AT1G01010.1',
      href: '/gene?name=AT1G01010.1',
      parts: [...Array(6).fill('exon'), 'five_prime_UTR', ...Array(6).fill('CDS'), 'three_prime_UTR'],
    });
    const parts = model!.subfeatures!;
    expect(parts.find((part) => part.type === 'five_prime_UTR')).toMatchObject({ start: 3631, end: 3759 });
    expect(parts.filter((part) => part.type === 'CDS').map((part) => [part.start, part.end])[0]).toEqual([3760, 3913]);
    expect(parts.find((part) => part.type === 'three_prime_UTR')).toMatchObject({ start: 5631, end: 5899 });
    // On the reverse strand the 5' UTR is at the high end.
    const reverse = genes[1]!.subfeatures![0]!;
    expect(reverse.strand).toBe(-1);
    expect(reverse.subfeatures!.find((part) => part.type === 'five_prime_UTR')!.end).toBe(9130);
  });

  it('answers marker nga63 and the T-DNA insertion SALK_015029 at their places on the sequence map', async () => {
    expect(await regionFeatures(opened.genome, 'markers', { chromosome: 'Chr1', start: 3_000_000, end: 4_000_000 })).toEqual([
      { id: `marker:${NGA63}`, type: 'genetic_marker', start: 3_247_120, end: 3_247_230, strand: 0, name: 'nga63', href: `/marker?key=${NGA63}` },
    ]);
    expect(await regionFeatures(opened.genome, 'polymorphisms', REGION)).toEqual([
      { id: 'polymorphism:4599001', type: 'insertion', start: 4600, end: 4600, strand: 0, name: 'SALK_015029', href: '/polyallele?key=4599001' },
    ]);
    expect(await regionFeatures(opened.genome, 'markers', REGION)).toEqual([]);
    expect(await regionFeatures(opened.genome, 'polymorphisms', { chromosome: 'Chr2', start: 1, end: 10_000 })).toEqual([]);
  });

  it('answers a record changed through the store in the next answer', async () => {
    await opened.sql(
      { sqlite: "UPDATE records SET body = ? WHERE type = 'polymorphism' AND id = ?", postgres: "UPDATE records SET body = $1 WHERE type = 'polymorphism' AND id = $2" },
      [salk015029(2_500_000).body, '4599001'],
    );
    await opened.reindexRecord('polymorphism', '4599001');
    expect(await regionFeatures(opened.genome, 'polymorphisms', REGION)).toEqual([]);
    expect((await regionFeatures(opened.genome, 'polymorphisms', { chromosome: 'Chr1', start: 2_000_000, end: 3_000_000 })).map((feature) => feature.start)).toEqual([2_500_000]);
  });

  it('walks the whole genome listing each feature once, across the windows it reads', async () => {
    const ids: string[] = [];
    for await (const { features } of genomeFeatures(opened.genome, [{ chromosome: 'Chr1', start: 1, end: 30_427_671 }])) ids.push(...features.map((feature) => feature.id));
    expect(ids).toEqual(['locus:AT1G01010', 'polymorphism:4599001', 'locus:AT1G01020', `marker:${NGA63}`]);
  });
});
