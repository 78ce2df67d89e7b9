// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { openDatabase, type Db } from '../db/database';
import { recordStore } from '../db/records';
import { buildSearchIndex, ensureSearchIndex, searchIndexVersion } from './buildIndex';
import { sqliteIndexWriter } from './sqlite/indexWriter';
import { sqliteSearchStore } from './sqlite/store';
import { tempDir, type TempDir } from '../testing';
import type { CategoryModule } from './types';

let temp: TempDir | undefined;
let db: Db | undefined;
afterEach(() => {
  db?.close();
  temp?.remove();
});

function databaseWithLocus(): Db {
  temp = tempDir();
  db = openDatabase(temp.file('portal.sqlite'));
  recordStore(db).insert({ type: 'locus', id: '7', name: 'AT3G00070', accession: null, body: '{"name":"AT3G00070","symbols":[{"name":"ABC1"}]}' });
  return db;
}

describe('building the search index', () => {
  it('builds an index for a database whose records predate it, once', () => {
    const database = databaseWithLocus();
    const writer = sqliteIndexWriter(database);
    expect(writer.docCount()).toBe(0);
    expect(ensureSearchIndex(database)).toBe(true);
    expect(writer.docCount()).toBe(1);
    expect(writer.builtVersion()).toBe(searchIndexVersion());
    expect(ensureSearchIndex(database)).toBe(false);
  });

  it('rebuilds an index that another version built, from the records as they are now', () => {
    const database = databaseWithLocus();
    buildSearchIndex(database);
    recordStore(database).insert({ type: 'locus', id: '8', name: 'AT3G00080', accession: null, body: '{"name":"AT3G00080"}' });
    sqliteIndexWriter(database).markBuilt('core:0');
    expect(ensureSearchIndex(database)).toBe(true);
    expect(sqliteIndexWriter(database).docCount()).toBe(2);
  });

  it('counts matches afresh after a rebuild (totals are remembered per build only)', () => {
    const database = databaseWithLocus();
    recordStore(database).insert({ type: 'locus', id: '8', name: 'AT3G00080', accession: null, body: '{"name":"AT3G00080"}' });
    buildSearchIndex(database);
    const store = sqliteSearchStore(database);
    const everyGene = { category: 'gene', criteria: [], limit: 1 };
    expect(store.search(everyGene).total).toBe(2);
    recordStore(database).insert({ type: 'locus', id: '9', name: 'AT3G00090', accession: null, body: '{"name":"AT3G00090"}' });
    buildSearchIndex(database);
    expect(store.search(everyGene).total).toBe(3);
  });

  it('lets a category read the records its records link to', () => {
    const database = databaseWithLocus();
    recordStore(database).insert({ type: 'protein', id: '70', name: 'AT3G00070.1', accession: null, body: '{"name":"AT3G00070.1","locusId":"7"}' });
    // A protein doc that carries its locus's symbol, which the protein record does not hold.
    const proteinsWithSymbols: CategoryModule = {
      category: 'protein',
      version: 1,
      sourceTypes: ['protein'],
      reads: ['locus'],
      index: (_type, key, body, related) => {
        const locus = related('locus', (body as { locusId: string }).locusId) as { symbols: { name: string }[] } | null;
        const missing = related('locus', 'no such key');
        return [{ id: key, doc: { id: key, missing }, sortKey: key, terms: (locus?.symbols ?? []).map((symbol) => ({ field: 'symbol', value: symbol.name })) }];
      },
      payload: z.unknown(),
      query: () => ({ category: 'protein', criteria: [] }),
    };
    buildSearchIndex(database, () => {}, [proteinsWithSymbols]);
    const found = sqliteSearchStore(database).search({ category: 'protein', criteria: [{ kind: 'text', fields: ['symbol'], method: 'exactly', value: 'abc1' }], limit: 10 });
    expect(found.docs.map((doc) => JSON.parse(doc) as unknown)).toEqual([{ id: '70', missing: null }]);
  });

  it('leaves an empty database alone', () => {
    temp = tempDir();
    db = openDatabase(temp.file('portal.sqlite'));
    expect(ensureSearchIndex(db)).toBe(false);
  });
});
