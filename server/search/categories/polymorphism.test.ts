// The polymorphism category: docs from demo alleles, and POST /api/search/polymorphism on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { polymorphismCategory, polymorphismDoc } from './polymorphism';

describe('polymorphism docs', () => {
  it('names the allele, its type, mode, loci and chromosome', () => {
    const demo = demoDataset.polymorphism!.find((one) => one.name === 'lhy-11')!;
    expect(polymorphismDoc(String(demo.key), demo.record as PolymorphismResponse)).toEqual({
      id: '4500901',
      name: 'lhy-11',
      type: 'insertion',
      allele_mode: 'loss of function',
      loci: [{ id: '2200950', name: 'AT1G01060' }],
      chromosome: '1',
      description: 'lhy-11: short-period circadian rhythms.',
    });
  });
});

describe('polymorphism index', () => {
  it('finds a DOI in the publication summary, or else in the publication record it cites', () => {
    const record = { name: 'x-1', publications: [{ referenceId: 7, title: 'Cited' }, { referenceId: 8, doi: '10.5555/b' }] };
    const related = (type: string, key: string) => (type === 'publication' && key === '7' ? { doi: '10.5555/a' } : null);
    const [doc] = polymorphismCategory.index('polymorphism', '1', record, related);
    expect(doc!.terms!.filter((term) => term.field === 'doi').map((term) => term.value)).toEqual(['10.5555/a', '10.5555/b']);
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/polymorphism on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('polymorphism', payload);
  const row = (search_type: string, search_method: string, search_input: string) => ({ search_type, search_method, search_input });

  it('without criteria answers every polymorphism (001 §2.2)', async () => {
    expect((await server.search('polymorphism', {})).body.total).toBe(demoDataset.polymorphism!.length);
  });

  it('rows search by name, locus, gene model and germplasm with each method', async () => {
    expect(await ids({ searchTerms: [row('name', 'exactly', 'LHY-11')] })).toEqual(['4500901']);
    expect(await ids({ searchTerms: [row('name', 'starts_with', 'ap')] })).toEqual(['4500906', '4500907']);
    expect(await ids({ searchTerms: [row('name', 'contains', 'cl1-c')] })).toEqual(['4500911']);
    expect(await ids({ searchTerms: [row('locus_name', 'exactly', 'at1g01060')] })).toContain('4500901');
    expect(await ids({ searchTerms: [row('gene_name', 'exactly', 'AT1G01060.2')] })).toContain('4500901');
    expect(await ids({ searchTerms: [row('germplasm', 'exactly', 'ft-10')] })).toEqual(['4500903']);
  });

  it('rows search by the DOI of a publication describing the polymorphism', async () => {
    // ft-10 and flc-3 cite the real FT and FLC papers; the family alleles cite demo studies (10.5555/demo.…).
    expect(await ids({ searchTerms: [row('doi', 'exactly', '10.1126/science.286.5446.1962')] })).toEqual(['4500903']);
    expect(await ids({ searchTerms: [row('doi', 'exactly', '10.1105/TPC.11.5.949')] })).toEqual(['4500904']);
    expect(await ids({ searchTerms: [row('doi', 'exactly', '10.5555/demo.501795002')] })).toContain('4520001');
    const demoStudies = await ids({ searchTerms: [row('doi', 'starts_with', '10.5555/demo.')] });
    expect(demoStudies.length).toBeGreaterThanOrEqual(8);
    expect(demoStudies).not.toContain('4500903');
    // lhy-11's paper has no DOI; a DOI of no cited paper finds nothing.
    expect(await ids({ searchTerms: [row('doi', 'exactly', '10.1105/tpc.11.5.95')] })).toEqual([]);
  });

  it('features: type, insertion type, allele mode in the form’s spelling, inheritance, site', async () => {
    const tdna = await ids({ restrictByFeatures: [{ insertion_type: 'T-DNA' }] });
    expect(tdna).toContain('4500903');
    expect(tdna).not.toContain('4500901');
    const hypomorphicSubstitutions = await ids({ restrictByFeatures: [{ polymorphism_type: 'substitution', allele_mode: 'hypomorphic' }] });
    expect(hypomorphicSubstitutions).toEqual(expect.arrayContaining(['4500907', '4500909']));
    expect(hypomorphicSubstitutions).not.toContain('4500906');
    expect(await ids({ restrictByFeatures: [{ allele_mode: 'gain-of-function' }] })).toContain('4500011');
    expect(await ids({ restrictByFeatures: [{ inheritence: 'dominant' }] })).toEqual([]);
    expect(await ids({ restrictByFeatures: [{ polymorphism_site: 'exon', polymorphism_type: 'insertion' }] })).toContain('4500901');
  });

  it('polymorphic between two accessions: a form of the polymorphism in each', async () => {
    expect(await ids({ restrictByFeatures: [{ poly_between_1: 'Col', poly_between_2: 'Ler' }] })).toContain('4500910');
    expect(await ids({ restrictByFeatures: [{ poly_between_1: 'Col', poly_between_2: 'Cvi' }] })).toEqual([]);
  });

  it('map location by chromosome', async () => {
    const onFive = await ids({ mapLocation: [{ chromosome: '5' }] });
    expect(onFive).toEqual(expect.arrayContaining(['4500902', '4500904']));
    expect(onFive).not.toContain('4500901');
  });

  it('bad payloads are 400s naming the field', async () => {
    for (const [payload, field] of [
      [{ searchTerms: [row('colour', 'contains', 'x')] }, 'searchTerms.0.search_type'],
      [{ restrictByFeatures: [{ allele_mode: 'loss of function' }] }, 'restrictByFeatures.0.allele_mode'],
      [{ restrictByFeatures: [{ inheritance: 'recessive' }] }, 'restrictByFeatures.0.inheritance'],
      [{ restrictByFeatures: [{ is_genetic_marker: 'yes' }] }, 'restrictByFeatures.0.is_genetic_marker'],
    ] as const) {
      const answer = await server.search('polymorphism', payload);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: true, field });
    }
  });
});
