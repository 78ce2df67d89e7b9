import { describe, expect, it } from 'vitest';
import { identityFromParams, keyFromLookup } from './identity';
import type { RecordTypeConfigData } from './config/format';

const config = {
  type: 'marker',
  apiType: 'marker',
  route: '/marker',
  lookups: { key: true, name: { upperCase: true }, accession: { wholeNumber: true, whenInvalid: 'notFound' } },
  title: { text: '{name}' },
  sections: [],
} as unknown as RecordTypeConfigData;
const read = (query: string, overrides: Partial<RecordTypeConfigData['lookups']> = {}) =>
  identityFromParams({ ...config, lookups: { ...config.lookups, ...overrides } }, new URLSearchParams(query));

describe('identityFromParams', () => {
  it('uses the key when there is one', () => {
    expect(read('key=2200935&name=at1g01010')).toEqual({ kind: 'key', key: '2200935' });
  });

  it('upper-cases a name before resolving it', () => {
    expect(read('name=at1g01010')).toEqual({ kind: 'lookup', by: 'name', value: 'AT1G01010' });
  });

  it('resolves a whole-number accession', () => {
    expect(read('accession=4531')).toEqual({ kind: 'lookup', by: 'accession', value: '4531' });
  });

  it('shows not found for an accession that is not a whole number when the type says so', () => {
    expect(read('accession=12a')).toMatchObject({ kind: 'invalid', show: 'notFound' });
  });

  it('shows the error view for a malformed accession when the type says so', () => {
    expect(read('accession=1.5', { accession: { wholeNumber: true, whenInvalid: 'error' } })).toMatchObject({ kind: 'invalid', show: 'error' });
  });

  it('resolves an id through the lookup the type names, as it is given', () => {
    expect(read('id=7', { id: {} })).toEqual({ kind: 'lookup', by: 'id', value: '7' });
    expect(read('id=261585_at', { id: { resolveBy: 'name' } })).toEqual({ kind: 'lookup', by: 'name', value: '261585_at' });
  });

  it('ignores lookups the type does not offer', () => {
    expect(read('id=7')).toMatchObject({ kind: 'invalid', show: 'notFound' });
  });

  it('treats a missing key as not found', () => {
    expect(read('')).toMatchObject({ kind: 'invalid', show: 'notFound' });
  });
});

describe('keyFromLookup', () => {
  it('reads the id in data', () => {
    expect(keyFromLookup({ data: 2200935 })).toBe('2200935');
  });

  it('treats null, missing or odd answers as no record', () => {
    expect(keyFromLookup({ data: null })).toBeNull();
    expect(keyFromLookup({})).toBeNull();
    expect(keyFromLookup('2200935')).toBeNull();
    expect(keyFromLookup({ data: { id: 1 } })).toBeNull();
  });
});
