// The array elements a microarray experiment's page gathers, on each store: those naming it by key or by name only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';

const element = (id: string, experiments: unknown) => ({ type: 'arrayelement', id, name: `ELEMENT ${id}`, accession: null, body: JSON.stringify({ name: `element ${id}`, experiments }) });

describe.each(STORE_DRIVERS)('array elements naming an experiment on $name', (driver) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await driver.open();
    await store.insertRecords([
      element('3', [{ experimentId: 77, name: 'Salt stress' }]),
      element('1', ['Salt stress', 'Cold stress']),
      element('2', [{ experimentId: '78' }, 'Cold stress']),
      element('4', 'not a list'),
      { type: 'locus', id: '5', name: 'AT1G01010', accession: null, body: JSON.stringify({ experiments: ['Salt stress'] }) },
    ]);
  });
  afterAll(() => store.close());

  it('finds the elements naming it by key or by name, in key order, and no other record', async () => {
    const naming = store.portal.stores.elementsNaming;
    expect((await naming('77', 'Salt stress')).map((row) => row.id)).toEqual(['1', '3']);
    expect((await naming('78', 'Heat stress')).map((row) => row.id)).toEqual(['2']);
    expect(await naming('79', 'Drought')).toEqual([]);
  });
});
