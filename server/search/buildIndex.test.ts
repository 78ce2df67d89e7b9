// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { recordStore } from '../db/records';
import { buildSearchIndex, ensureSearchIndex, searchIndexVersion } from './buildIndex';
import { sqliteIndexWriter } from './sqlite/indexWriter';
import { sqliteSearchStore } from './sqlite/store';
import { tempDir, type TempDir } from '../testing';

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

  it('leaves an empty database alone', () => {
    temp = tempDir();
    db = openDatabase(temp.file('portal.sqlite'));
    expect(ensureSearchIndex(db)).toBe(false);
  });
});
