// The record reader's contract, run on each store: what the detail and lookup calls of 002 §7 read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from './storeDrivers.testSupport';

const person = (fields: Record<string, unknown>) => JSON.stringify({ firstName: 'Ada', lastName: 'Okafor', ...fields });

describe.each(STORE_DRIVERS)('the record reader on $name', (driver) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await driver.open();
    await store.insertRecords([
      { type: 'locus', id: '2200935', name: 'at1g01010', accession: 'Locus:2200935', body: '{"name":"AT1G01010", "b":1}' },
      { type: 'locus', id: '9', name: 'SHARED', accession: null, body: '{}' },
      { type: 'locus', id: '10', name: 'SHARED', accession: null, body: '{}' },
      { type: 'gene', id: '2200935', name: 'AT1G01010.1', accession: null, body: '{"gene":true}' },
      { type: 'protocol', id: '500', name: null, accession: null, body: '{"protocolId":12}' },
      { type: 'person', id: '1', name: 'ADA OKAFOR', accession: null, body: person({ email: 'a@example.org' }) },
      { type: 'person', id: '2', name: 'ADA OKAFOR', accession: null, body: person({ email: 'a@example.org', displayEmail: 'T' }) },
      { type: 'person', id: '3', name: 'ADA OKAFOR', accession: null, body: person({ email: 'a@example.org', displayEmail: true }) },
      { type: 'person', id: '4', name: 'ADA OKAFOR', accession: null, body: person({ email: null }) },
    ]);
  });
  afterAll(() => store.close());

  it('gives a record its JSON text exactly as stored, and nothing for another type or key', async () => {
    expect(await store.portal.stores.records.body('locus', '2200935')).toBe('{"name":"AT1G01010", "b":1}');
    expect(await store.portal.stores.records.body('gene', '2200935')).toBe('{"gene":true}');
    expect(await store.portal.stores.records.body('locus', '404')).toBeUndefined();
  });

  it('finds a key by name without case, the first key in key order when records share a name', async () => {
    expect(await store.portal.stores.records.idByName('locus', ' at1G01010 ')).toBe('2200935');
    expect(await store.portal.stores.records.idByName('locus', 'shared')).toBe('10');
    expect(await store.portal.stores.records.idByName('gene', 'AT1G01010')).toBeNull();
  });

  it('finds a key by accession without case, or by the bare key', async () => {
    expect(await store.portal.stores.records.idByAccession('locus', 'locus:2200935')).toBe('2200935');
    expect(await store.portal.stores.records.idByAccession('locus', '9')).toBe('9');
    expect(await store.portal.stores.records.idByAccession('locus', 'Locus:9')).toBeNull();
  });

  it("finds a protocol by its own id, given as text with or without leading zeros", async () => {
    expect(await store.portal.stores.records.idByProtocolId('12')).toBe('500');
    expect(await store.portal.stores.records.idByProtocolId('012')).toBe('500');
    expect(await store.portal.stores.records.idByProtocolId('13')).toBeNull();
  });

  it('pages through the records of a type in key order, as text', async () => {
    const page = async (after: string, limit: number) => (await store.portal.stores.records.page('locus', after, limit)).map((row) => row.id);
    // Keys compare as text: '10' before '2200935' before '9'.
    expect(await page('', 2)).toEqual(['10', '2200935']);
    expect(await page('2200935', 5)).toEqual(['9']);
    expect(await page('9', 5)).toEqual([]);
  });

  it('says whether a person hides an e-mail address the record holds', async () => {
    const hides = async (key: string) => (await store.portal.stores.records.person(key))?.hidesEmail;
    expect(await hides('1')).toBe(true);
    expect(await hides('2')).toBe(false);
    expect(await hides('3')).toBe(false);
    expect(await hides('4')).toBe(false);
    expect(await store.portal.stores.records.person('99')).toBeUndefined();
  });
});
