// @vitest-environment node
// The index follows record writes (reindexRecord): an edited, added or removed record leaves the index holding
// exactly the rows a rebuild from the records writes, in every table (docs, terms, values and their suffixes and
// trigrams, name suffixes, stored name pieces, words, numbers, spans, counts); and a start rebuilds only the
// categories whose module changed.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { seedRecords } from '../seed';
import { tempDir, type TempDir } from '../testing';
import { buildSearchIndex, ensureSearchIndex, modulesToRebuild, reindexRecord, searchIndexVersion } from './buildIndex';
import { categoryModules } from './categories';
import { communityCategory } from './categories/community';
import { sqliteIndexWriter } from './sqlite/indexWriter';
import { sqliteSearchStore } from './sqlite/store';

let temp: TempDir | undefined;
let db: Db | undefined;
afterEach(() => {
  db?.close();
  temp?.remove();
});

function seeded(): Db {
  temp = tempDir('portal-reindex-');
  db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
  return db;
}

type Body = Record<string, unknown>;

/** Rewrites a record's body as the server's writes do (an UPDATE of records.body), then indexes it again. */
function edit(database: Db, type: string, key: string, change: (body: Body) => Body): void {
  const row = database.prepare<[string, string], string>('SELECT body FROM records WHERE type = ? AND id = ?').pluck().get(type, key);
  if (row === undefined) throw new Error(`No ${type} ${key} in the demo dataset.`);
  database.transaction(() => {
    database.prepare('UPDATE records SET body = ? WHERE type = ? AND id = ?').run(JSON.stringify(change(JSON.parse(row) as Body)), type, key);
    reindexRecord(database, type, key);
  })();
}

const firstKey = (database: Db, type: string) =>
  database.prepare<[string], string>('SELECT id FROM records WHERE type = ? ORDER BY id LIMIT 1').pluck().get(type)!;

/**
 * Every row of the index, without the ids SQLite assigns (term_id, value_id, rowid) and the stamp: value ids are
 * replaced by the value they stand for, word rows by the words they name. The FTS5 tables check their own indexes.
 */
function indexRows(database: Db): Record<string, unknown[]> {
  const all = (sql: string) => database.prepare(sql).raw().all();
  database.exec("INSERT INTO search_values_trigram (search_values_trigram) VALUES ('integrity-check')");
  database.exec("INSERT INTO search_words (search_words) VALUES ('integrity-check')");
  database.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.trigram_instances USING fts5vocab(main, 'search_values_trigram', 'instance')");
  return {
    meta: all("SELECT key, value FROM search_meta WHERE key <> 'built_at' ORDER BY key"),
    docs: all('SELECT category, id, doc, sort_key FROM search_docs ORDER BY category, id'),
    terms: all('SELECT category, id, field, value, value_lc, position FROM search_terms ORDER BY category, id, field, position, value'),
    values: all('SELECT category, field, value_lc FROM search_values ORDER BY category, field, value_lc'),
    suffixes: all(
      'SELECT s.category, s.field, s.suffix, v.value_lc FROM search_suffixes s JOIN search_values v ON v.value_id = s.value_id ORDER BY 1, 2, 3, 4',
    ),
    // What the trigram index holds: each trigram of each value it indexes, and where.
    trigrams: all(
      'SELECT v.category, v.field, v.value_lc, i.term, i.offset FROM temp.trigram_instances i JOIN search_values v ON v.value_id = i.doc ORDER BY 1, 2, 3, 4, 5',
    ),
    nameSuffixes: all('SELECT * FROM search_name_suffixes ORDER BY category, field, suffix, id, position'),
    namePieces: all('SELECT * FROM search_name_pieces ORDER BY category, field, piece, id'),
    words: all('SELECT category, id, field, text FROM search_words ORDER BY category, id, field, text'),
    wordRows: all('SELECT r.category, r.id, w.field, w.text FROM search_word_rows r LEFT JOIN search_words w ON w.rowid = r.word_rowid ORDER BY 1, 2, 3, 4'),
    numbers: all('SELECT * FROM search_numbers ORDER BY category, id, field, value'),
    spans: all('SELECT * FROM search_spans ORDER BY category, id, field, chromosome, start'),
  };
}

describe('reindexRecord', () => {
  it('leaves the rows a rebuild writes, after edits, an added record and a removed one in every kind of category', () => {
    const database = seeded();
    const locus = firstKey(database, 'locus');
    const publication = firstKey(database, 'publication');
    edit(database, 'person', '1501415858', (person) => ({ ...person, displayEmail: 'F', lastName: 'Okafor-Lindqvist' }));
    edit(database, 'organization', '1501000104', (organization) => ({ ...organization, name: 'NASC, University of Nottingham' }));
    edit(database, 'genesymbol', '6401003', (symbol) => ({ ...symbol, descriptiveSymbol: 'LEAFY FLORAL MERISTEM IDENTITY' }));
    // A gene: name suffix rows, and its rank for stored pieces ('at' now in its first name), spans, keyword terms.
    edit(database, 'locus', locus, (body) => ({ ...body, symbols: [{ name: 'ZQXAT', fullName: 'A LONG NAME GIVEN HERE TO BE FOUND BY TRIGRAMS' }] }));
    // A publication: words, numbers and author terms.
    edit(database, 'publication', publication, (body) => ({ ...body, title: 'Roots waving in the wind', publicationYear: 2031, authors: 'Quux A, Zed B' }));
    database.prepare("DELETE FROM records WHERE type = 'person' AND id = '1501420020'").run();
    reindexRecord(database, 'person', '1501420020');
    database
      .prepare("INSERT INTO records (type, id, name, accession, body) VALUES ('genesymbol', '6500001', 'QRZ', NULL, ?)")
      .run(JSON.stringify({ symbol: 'QRZ', descriptiveSymbol: 'QUARTZ ROOT ZONE', status: 'approved' }));
    reindexRecord(database, 'genesymbol', '6500001');

    const followed = indexRows(database);
    buildSearchIndex(database);
    expect(followed).toEqual(indexRows(database));
  });

  it('finds an edited record by what it says now, not what it said, and counts it once', () => {
    const database = seeded();
    const store = sqliteSearchStore(database);
    const byEmail = (method: 'exactly' | 'starts_with' | 'contains', value: string) =>
      store.search({ category: 'community', criteria: [{ kind: 'text', fields: ['email'], method, value }], limit: 100 }).docs.length;
    const everySymbol = () => store.search({ category: 'genesymbol', criteria: [], limit: 1 }).total;
    const symbols = everySymbol();
    expect(byEmail('exactly', 'd.okafor@example.org')).toBe(1);
    edit(database, 'person', '1501415858', (person) => ({ ...person, displayEmail: 'F' }));
    expect([byEmail('exactly', 'd.okafor@example.org'), byEmail('starts_with', 'd.okafor'), byEmail('contains', 'okafor@')]).toEqual([0, 0, 0]);
    edit(database, 'genesymbol', '6401003', (symbol) => ({ ...symbol, descriptiveSymbol: 'LEAFY AGAIN' }));
    edit(database, 'genesymbol', '6401003', (symbol) => ({ ...symbol, descriptiveSymbol: 'LEAFY AGAIN' }));
    expect(everySymbol()).toBe(symbols);
    const byFullName = store.search({ category: 'genesymbol', criteria: [{ kind: 'text', fields: ['full_name'], method: 'contains', value: 'again' }], limit: 10 });
    expect(byFullName.docs.map((doc) => (JSON.parse(doc) as { id: string }).id)).toEqual(['6401003']);
    expect(store.suggest({ category: 'genesymbol', fields: { full_name: 'name' }, prefix: 'leafy', limit: 10 })).toEqual([
      { label: 'LEAFY AGAIN', kind: 'name', id: '6401003' },
    ]);
  });

  it('gives the index a new stamp with every write, so kept answers are not served again', () => {
    const database = seeded();
    const store = sqliteSearchStore(database);
    const before = store.indexStamp();
    edit(database, 'organization', '1501000104', (organization) => ({ ...organization, country: 'Japan' }));
    expect(store.indexStamp()).not.toBe(before);
  });
});

describe('a start after a module changed', () => {
  it('knows which categories an index built by another version lacks', () => {
    const built = searchIndexVersion().replace(`community:${communityCategory.version}`, 'community:1');
    expect(modulesToRebuild(built).map((module) => module.category)).toEqual(['community']);
    expect(modulesToRebuild(searchIndexVersion())).toEqual([]);
    expect(modulesToRebuild(searchIndexVersion().replace(/core:\d+/, 'core:0'))).toBe(categoryModules);
    expect(modulesToRebuild(`${searchIndexVersion()} retired:1`)).toBe(categoryModules);
    expect(modulesToRebuild(null)).toBe(categoryModules);
  });

  it('rebuilds only that category: an address hidden before the index followed writes is no longer found', () => {
    const database = seeded();
    // As a server before this version left it: the record says hidden, the index still holds the address.
    database.prepare("UPDATE records SET body = json_set(body, '$.displayEmail', 'F') WHERE type = 'person' AND id = '1501415858'").run();
    const writer = sqliteIndexWriter(database);
    writer.markBuilt(searchIndexVersion().replace(`community:${communityCategory.version}`, 'community:1'));
    const geneTerms = () => database.prepare("SELECT term_id FROM search_terms WHERE category = 'gene' ORDER BY term_id").pluck().all();
    const genesBefore = geneTerms();
    const stale = database.prepare("SELECT count(*) FROM search_terms WHERE category = 'community' AND field = 'email' AND value_lc = 'd.okafor@example.org'").pluck();
    expect(stale.get()).toBe(1);

    expect(ensureSearchIndex(database)).toBe(true);
    expect(stale.get()).toBe(0);
    expect(writer.builtVersion()).toBe(searchIndexVersion());
    // The gene rows were left as they were, not written again.
    expect(geneTerms()).toEqual(genesBefore);
    const followed = indexRows(database);
    buildSearchIndex(database);
    expect(followed).toEqual(indexRows(database));
  });
});
