// @vitest-environment node
// The server's search store with and without worker threads, and the SEARCH_WORKERS setting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import type { SearchQuery, SuggestQuery } from '../types';
import { DEFAULT_SEARCH_WORKERS, searchWorkerCount, serverSearchStore } from './searchStores';

const QUERIES: SearchQuery[] = [
  { category: 'gene', criteria: [{ kind: 'text', fields: ['name'], method: 'contains', value: 'nac' }], order: { by: 'relevance' }, limit: 10 },
  { category: 'gene', criteria: [{ kind: 'ranked', value: 'transcription factor', fields: ['name'], wordFields: ['description'] }], order: { by: 'relevance' }, limit: 5 },
  { category: 'germplasm', criteria: [], limit: 3 },
];
const SUGGEST: SuggestQuery = { category: 'gene', fields: { symbol: 'symbol', agi: 'agi' }, prefix: 'at1g0', limit: 5 };

describe('the server search store', () => {
  let temp: TempDir;
  let db: Db;
  beforeAll(() => {
    temp = tempDir('portal-search-stores-');
    db = openDatabase(temp.file('portal.sqlite'));
    seedRecords(db);
  }, 60_000);
  afterAll(() => {
    db?.close();
    temp?.remove();
  });

  it('answers the same with searches in two worker threads as in the request thread', async () => {
    const inThread = serverSearchStore(db, 0);
    const pooled = serverSearchStore(db, 2);
    try {
      for (const query of QUERIES) {
        const expected = await inThread.store.search(query);
        expect(expected.total).toBeGreaterThan(0);
        expect(await pooled.store.search(query)).toEqual(expected);
      }
      expect(await pooled.store.suggest(SUGGEST)).toEqual(await inThread.store.suggest(SUGGEST));
      expect((await pooled.store.suggest(SUGGEST)).length).toBe(5);
      expect(await pooled.store.indexStamp()).toBe(await inThread.store.indexStamp());
    } finally {
      await pooled.close();
      await inThread.close();
    }
  }, 30_000);

  it('answers an in-memory database, which no worker could open, in the request thread', async () => {
    const memory = openDatabase(':memory:');
    seedRecords(memory);
    const search = serverSearchStore(memory, 2);
    try {
      expect((await search.store.search(QUERIES[0]!)).total).toBeGreaterThan(0);
    } finally {
      await search.close();
      memory.close();
    }
  }, 30_000);
});

describe('SEARCH_WORKERS', () => {
  it('is 2 when unset or blank, and any whole number from 0 to 16 otherwise', () => {
    expect(searchWorkerCount(undefined)).toBe(DEFAULT_SEARCH_WORKERS);
    expect(DEFAULT_SEARCH_WORKERS).toBe(2);
    expect(searchWorkerCount(' ')).toBe(2);
    expect(searchWorkerCount('0')).toBe(0);
    expect(searchWorkerCount('4')).toBe(4);
  });

  it('stops the start with a message naming the setting for anything else', () => {
    for (const value of ['two', '-1', '1.5', '17']) {
      expect(() => searchWorkerCount(value)).toThrow(`SEARCH_WORKERS must be a whole number from 0 to 16 (0: searches run in the request thread), not "${value}".`);
    }
  });
});
