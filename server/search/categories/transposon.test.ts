// The transposon and transposon family categories: docs from demo records, and their POST /api/search calls.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { TransposonResponse } from '../../../schemas/transposon';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { transposonDoc } from './transposon';

describe('transposon docs', () => {
  it('link the family and place the element by its map assignment', () => {
    const demo = demoDataset.transposon!.find((one) => one.key === 6900001)!;
    expect(transposonDoc('6900001', demo.record as TransposonResponse)).toEqual({
      id: '6900001',
      name: 'AT1TE12295',
      family: { id: '6800001', name: 'ATCOPIA78' },
      super_family: 'LTR/Copia',
      chromosome: '1',
      start: 3605120,
      end: 3610071,
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/transposon on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('transposon', payload);

  it('without criteria answers every element (001 §2.2)', async () => {
    expect((await server.search('transposon', {})).body.total).toBe(demoDataset.transposon!.length);
  });

  it('searches by name, family and super family, each with its method', async () => {
    expect(await ids({ searchTerms: [{ type_name: 'starts_with', input_name: 'at3te' }] })).toEqual(['6900002', '6900006']);
    expect(await ids({ searchTerms: [{ type_family: 'exactly', input_family: 'ATGP1' }] })).toEqual(['6900003', '6900004']);
    expect(await ids({ searchTerms: [{ type_super: 'contains', input_super: 'gypsy' }] })).toHaveLength(4);
    expect(await ids({ searchTerms: [{ type_super: 'contains', input_super: 'gypsy' }, { type_name: 'starts_with', input_name: 'AT1' }] })).toEqual([
      '6900003',
      '6900005',
    ]);
  });

  it('a method without its input asks nothing', async () => {
    expect((await server.search('transposon', { searchTerms: [{ type_name: 'contains' }] })).body.total).toBe(demoDataset.transposon!.length);
  });

  it('an unknown method or key is a 400 naming it', async () => {
    expect((await server.search('transposon', { searchTerms: [{ type_name: 'like', input_name: 'x' }] })).body).toMatchObject({
      error: true,
      field: 'searchTerms.0.type_name',
    });
    expect((await server.search('transposon', { searchTerms: [{ input_colour: 'x' }] })).body).toMatchObject({ field: 'searchTerms.0.input_colour' });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/transposonfamily on $name', (driver) => {
  const server = useSearchServer(driver);

  it('answers every family with its super family and number of elements', async () => {
    const answer = await server.search<{ name: string; super_family: string; element_count: number }>('transposonfamily', {});
    expect(answer.body.total).toBe(demoDataset.transposonfamily!.length);
    expect(answer.body.docs[0]).toMatchObject({ id: '6800001', name: 'ATCOPIA78', super_family: 'LTR/Copia', element_count: 2 });
  });

  it('narrows by super family', async () => {
    expect(await server.ids('transposonfamily', { searchTerms: [{ search_type: 'super_family', search_method: 'starts_with', search_input: 'DNA/' }] })).toHaveLength(2);
  });
});
