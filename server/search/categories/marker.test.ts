// The marker category: docs from demo markers, and POST /api/search/marker on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { MarkerResponse } from '../../../schemas/marker';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { markerDoc } from './marker';

const marker = (name: string) => demoDataset.marker!.find((demo) => (demo.record as MarkerResponse).markerName === name)!;

describe('marker docs', () => {
  it('an SSLP marker is polymorphic between the accessions whose product lengths differ', () => {
    const demo = marker('nga63');
    expect(markerDoc(String(demo.key), demo.record as MarkerResponse)).toMatchObject({
      id: '4102101',
      name: 'nga63',
      type: 'SSLP',
      chromosome: '1',
      polymorphic_between: ['Col', 'Ler'],
    });
  });

  it('a CAPS marker links its locus once, though its locus and gene name the same one', () => {
    const demo = marker('T25K16-CAPS');
    expect(markerDoc(String(demo.key), demo.record as MarkerResponse).loci).toEqual([{ id: '2200935', name: 'AT1G01010' }]);
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/marker on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('marker', payload);
  const row = (search_type: string, search_method: string, search_input: string) => ({ search_type, search_method, search_input });

  it('without criteria answers every marker (001 §2.2)', async () => {
    expect((await server.search('marker', {})).body.total).toBe(demoDataset.marker!.length);
  });

  it('rows search by name, alias and locus with each method', async () => {
    expect(await ids({ searchTerms: [row('name', 'exactly', 'NGA63')] })).toEqual(['4102101']);
    expect(await ids({ searchTerms: [row('name', 'starts_with', 'nga1')] })).toEqual(['4102106', '4102103', '4102104']);
    expect(await ids({ searchTerms: [row('name', 'contains', 'caps')] })).toEqual(['4102050', '4102001']);
    expect(await ids({ searchTerms: [row('name', 'exactly', 'T25K16')] })).toEqual(['4102001']);
    expect(await ids({ searchTerms: [row('locus_name', 'exactly', 'AT1G01060')] })).toEqual(['4102050']);
  });

  it('features: marker type and two accessions it tells apart', async () => {
    expect(await ids({ restrictByFeatures: [{ marker_type: 'SSLP' }] })).toHaveLength(6);
    expect(await ids({ restrictByFeatures: [{ marker_type: ['CAPS', 'dCAPS'] }] })).toEqual(['4102050', '4102001']);
    const colLer = await ids({ restrictByFeatures: [{ poly_between_1: 'Ler', poly_between_2: 'Col' }] });
    expect(colLer).toEqual(expect.arrayContaining(['4102101', '4102102', '4102103', '4102105', '4102106']));
    expect(await ids({ restrictByFeatures: [{ poly_between_1: 'Col', poly_between_2: 'Cvi' }] })).toEqual([]);
    expect(await ids({ restrictByFeatures: [{ poly_between_1: 'Ler', poly_between_2: 'any' }] })).toEqual(colLer);
  });

  it('map locations: chromosome, overlapping range in base pairs', async () => {
    expect(await ids({ mapLocation: [{ chromosome: '2' }] })).toEqual(['4102103']);
    expect(await ids({ mapLocation: [{ chromosome: '1', low_range: 3_000_000, high_range: 21_000_000 }] })).toEqual(['4102102', '4102101']);
    expect(await ids({ mapLocation: [{ chromosome: '1', low_range: 2_500, high_range: 2_500 }] })).toEqual(['4102001']);
  });

  it('bad payloads are 400s naming the field', async () => {
    const answer = await server.search('marker', { restrictByFeatures: [{ poly_between_1: 'Sha' }] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: true, field: 'restrictByFeatures.0.poly_between_1' });
    expect(answer.body.message).toContain('Ws, Nd, No');
    expect((await server.search('marker', { searchType: [] })).body).toMatchObject({ field: 'searchType' });
  });
});
