// @vitest-environment node
// The search worker pool over the seeded demo dataset: its answers are the in-thread store's, byte for byte; a worker
// that stops fails only its own search and is replaced; a closed pool has let go of the database file.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import { searchIndexVersion } from '../buildIndex';
import { categoryByName, categoryModules } from '../categories';
import { generalQuery, generalTarget, GENERAL_CATEGORIES } from '../general';
import { sqliteIndexWriter } from '../sqlite/indexWriter';
import { sqliteSearchStore } from '../sqlite/store';
import type { SearchQuery } from '../types';
import { SearchWorkerError, SearchWorkerPool } from './searchPool';
import { STOP_TEXT } from './testing/stopText';

const STOPPING_WORKER = new URL('./testing/stoppingSearchWorker.ts', import.meta.url).href;

let temp: TempDir;
let db: Db;

beforeAll(() => {
  temp = tempDir('portal-search-pool-');
  db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
}, 60_000);

afterAll(() => {
  db?.close();
  temp?.remove();
});

const geneQuery = (payload: Record<string, unknown>, limit: number): SearchQuery => {
  const gene = categoryByName.get('gene')!;
  return { ...gene.query(gene.payload.parse(payload)), limit };
};

/** Searches of every kind the routes send: each category without criteria, general search, gene name pieces. */
function everyKindOfSearch(): SearchQuery[] {
  const queries: SearchQuery[] = categoryModules.map((module) => ({ ...module.query(module.payload.parse(module.category === 'dna' ? { category: 'clone' } : {})), limit: 100 }));
  for (const category of GENERAL_CATEGORIES) {
    const target = generalTarget(category);
    const general = categoryByName.get(target.category)?.general;
    if (general) for (const text of ['AT1G01010', 'protein', 'co']) queries.push(generalQuery(target, general, text, 25));
  }
  for (const text of ['nac', 'at1g0', 'NAC001', 'ein', 'zzzz', 'a']) {
    queries.push(geneQuery({ searchBy: 'name', searchType: 'contains', detailSearchText: text }, 100));
    queries.push(geneQuery({ searchBy: 'name', searchType: 'starts_with', detailSearchText: text }, 10_000));
  }
  queries.push(geneQuery({ searchBy: 'description', detailSearchText: 'transcription factor' }, 5));
  return queries;
}

describe('a pool of two workers', () => {
  let pool: SearchWorkerPool;
  beforeAll(() => {
    pool = new SearchWorkerPool({ databaseFile: db.name, workers: 2 });
  });
  afterAll(async () => {
    await pool?.close();
  });

  it('answers every kind of search with the docs and total the store gives in the request thread, also all at once', async () => {
    const local = sqliteSearchStore(db);
    const queries = everyKindOfSearch();
    const expected = queries.map((query) => local.search(query));
    expect(expected.some((result) => result.total > 100)).toBe(true);
    expect(expected.filter((result) => result.docs.length > 0).length).toBeGreaterThan(queries.length / 2);

    const oneByOne = [];
    for (const query of queries) oneByOne.push(await pool.search(query));
    expect(oneByOne).toEqual(expected);
    expect(await Promise.all(queries.map((query) => pool.search(query)))).toEqual(expected);
  }, 60_000);

  it('answers from what the server has written since the workers started: a doc added to the index is in the next answer', async () => {
    const everySymbol: SearchQuery = { category: 'genesymbol', criteria: [], limit: 10_000 };
    const before = await pool.search(everySymbol);
    const writer = sqliteIndexWriter(db);
    writer.write('genesymbol', [{ id: '6599999', doc: { id: '6599999', symbol: 'PLWK' }, sortKey: 'plwk', terms: [{ field: 'symbol', value: 'PLWK' }] }]);
    writer.markBuilt(searchIndexVersion());
    const after = await pool.search(everySymbol);
    expect(after.total).toBe(before.total + 1);
    expect(after.docs).toContain('{"id":"6599999","symbol":"PLWK"}');
    expect(after).toEqual(sqliteSearchStore(db).search(everySymbol));
  }, 30_000);
});

describe('a worker that stops during a search', () => {
  it('fails that search alone, and the next searches are answered by a new worker', async () => {
    const pool = new SearchWorkerPool({ databaseFile: db.name, workers: 1, entry: STOPPING_WORKER });
    try {
      const query: SearchQuery = { category: 'protein', criteria: [], limit: 3 };
      const expected = sqliteSearchStore(db).search(query);
      expect(await pool.search(query)).toEqual(expected);
      // The search behind the one that stops waits for the only worker, and gets the new one.
      const stopping = pool.search(geneQuery({ searchBy: 'name', detailSearchText: STOP_TEXT }, 10));
      const waiting = pool.search(query);
      await expect(stopping).rejects.toThrow(SearchWorkerError);
      await expect(stopping).rejects.toThrow(/stopped .*the worker was told to stop/);
      expect(await waiting).toEqual(expected);
      expect(await pool.search(query)).toEqual(expected);
    } finally {
      await pool.close();
    }
  }, 30_000);
});

describe('closing', () => {
  it('answers the searches already asked, then ends the workers and their connections: the last connection to close removes the write-ahead log', async () => {
    const file = temp.file('closing.sqlite');
    const own = openDatabase(file);
    seedRecords(own);
    const pool = new SearchWorkerPool({ databaseFile: file, workers: 2 });
    const query: SearchQuery = { category: 'gene', criteria: [], limit: 5 };
    const expected = sqliteSearchStore(own).search(query);
    await Promise.all([pool.search(query), pool.search(query)]);
    // Searches asked before the close are still answered.
    const asked = [pool.search(query), pool.search(query), pool.search(query)];
    await pool.close();
    expect(await Promise.all(asked)).toEqual([expected, expected, expected]);
    own.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    await expect(pool.search(query)).rejects.toThrow(SearchWorkerError);
  }, 60_000);
});
