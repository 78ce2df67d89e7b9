// The ecotype category: docs from demo accessions, and POST /api/search/ecotype on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { EcotypeResponse } from '../../../schemas/ecotype';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { ecotypeDoc } from './ecotype';

describe('ecotype docs', () => {
  it('carry the names, stock numbers and collection site', () => {
    const demo = demoDataset.ecotype!.find((one) => one.key === 92)!;
    expect(ecotypeDoc('92', demo.record as EcotypeResponse)).toMatchObject({
      id: '92',
      name: 'Wassilewskija',
      abbreviation: 'Ws-2',
      stock_numbers: ['CS91002'],
      country: 'Russia',
      location: 'Wassilewskija',
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/ecotype on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('ecotype', payload);
  const row = (search_type: string, search_method: string, search_input: string) => ({ search_type, search_method, search_input });

  it('rows search by name, abbreviation or alias, and stock number, with each method', async () => {
    expect(await ids({ searchTerms: [row('name', 'exactly', 'col-0')] })).toEqual(['90']);
    expect(await ids({ searchTerms: [row('name', 'starts_with', 'C')] })).toEqual(['93', '94', '90']);
    expect(await ids({ searchTerms: [row('name', 'contains', 'erect')] })).toEqual(['91']);
    expect(await ids({ searchTerms: [row('stock_number', 'exactly', 'CS20')] })).toEqual(['91']);
  });

  it('restricts by country and by the collection site with its method', async () => {
    expect(await ids({ restrictByFeatures: [{ country: ['Portugal', 'Cape Verde'] }] })).toEqual(['93', '94']);
    expect(await ids({ restrictByFeatures: [{ location_method: 'contains', location_input: 'missouri' }] })).toEqual(['90']);
    expect(await ids({ restrictByFeatures: [{ habitat_method: 'contains', habitat_input: 'meadow' }] })).toEqual(['95']);
    expect(await ids({ restrictByFeatures: [{ country: 'Germany', habitat_method: 'starts_with', habitat_input: 'road' }] })).toEqual(['96']);
  });

  it('bad payloads are 400s naming the field', async () => {
    expect((await server.search('ecotype', { searchTerms: [row('latitude', 'exactly', '1')] })).body).toMatchObject({ field: 'searchTerms.0.search_type' });
    expect((await server.search('ecotype', { restrictByFeatures: [{ location_method: 'near' }] })).body).toMatchObject({ field: 'restrictByFeatures.0.location_method' });
  });
});
