// Frequent pieces of names stored ranked on PostgreSQL (migration 013), on a real cluster over the demo dataset: the
// same rows SQLite stores (the same pieces, the same ranks), the same answers as the trigram path that answers every
// other piece, and rows kept in step when a record write changes a locus's names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { openPostgres, type PostgresConnection } from '../../db/postgres/connection';
import { insertRecords } from '../../db/postgres/records';
import { testDatabase, type TestDatabase } from '../../db/postgres/testDatabase.testSupport';
import { demoRecordRows, seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import { geneQuery } from '../categories/gene/criteria';
import { GENE_FIELDS } from '../categories/gene/indexLocus';
import { sqliteIndexWriter } from '../sqlite/indexWriter';
import { buildPostgresSearchIndex, reindexPostgresRecord } from './buildIndex';
import { postgresIndexWriter } from './indexWriter';
import { postgresSearchStore } from './store';

// The demo dataset is small: a piece counts as frequent here from this many loci (300 on a real build).
const MIN_DOCS = 2;
const PIECE_ROWS = 'SELECT category, field, piece, r1, r2, r3, sort_key, id FROM search_name_pieces ORDER BY category, field, piece, r1, r2, r3, sort_key, id';

let database: TestDatabase;
let connection: PostgresConnection;
let temp: TempDir;
let sqlite: Db;

beforeAll(async () => {
  database = await testDatabase();
  connection = await openPostgres(database.url, { maxConnections: 4 });
  await insertRecords(connection.primary, demoRecordRows());
  await buildPostgresSearchIndex(connection.primary);
  temp = tempDir('portal-pg-pieces-');
  sqlite = openDatabase(temp.file('portal.sqlite'));
  seedRecords(sqlite);
}, 120_000);

afterAll(async () => {
  sqlite?.close();
  temp?.remove();
  await connection?.close();
  await database?.drop();
});

const db = () => connection.primary;
const writePieces = () => postgresIndexWriter(db()).writeNamePieces('gene', GENE_FIELDS.name, MIN_DOCS);
/** No piece stored: every contains goes to the trigram path. */
const forgetPieces = () => db().query('TRUNCATE search_name_pieces, search_name_piece_set');

/** Pieces of the demo loci's names (whole names, starts, middles, ends) and a few common ones, with spaces and case. */
async function texts(): Promise<string[]> {
  const { rows } = await db().query<{ value: string }>("SELECT value FROM search_terms WHERE category = 'gene' AND field = $1 ORDER BY id, position LIMIT 300", [GENE_FIELDS.name]);
  // Common pieces found at different places in names, so that a page of 5 is not simply the first loci by name.
  const found = new Set(['at', 'AT1', ' at1 ', 'g01', 'at1g0', 'nac', 'protein', 'ein', 'zz', '01', '10', 'g0', 'in', 'ro', 'ase', 'pro', 'f1', 'an']);
  rows.forEach(({ value }, index) => {
    const length = 2 + (index % 7);
    const start = index % Math.max(1, value.length - length + 1);
    found.add(value.slice(start, start + length));
    if (index % 4 === 0) found.add(value.slice(0, length));
  });
  return [...found];
}

const containsQuery = (text: string, limit: number, extra: object = {}) => ({
  ...geneQuery({ searchBy: 'name', searchType: 'contains', detailSearchText: text, ...extra }),
  limit,
});

/** Every answer the texts give, with and without the form's other criteria, a short and a long page. */
async function answers(list: readonly string[]) {
  const store = postgresSearchStore(db());
  const out: unknown[] = [];
  for (const text of list) {
    for (const [limit, extra] of [[10_000, {}], [5, {}], [50, { include_obsolete: true }], [50, { chromosome: '1' }]] as const) {
      const { docs, total } = await store.search(containsQuery(text, limit, extra));
      out.push({ text, limit, extra, total, ids: docs.map((doc) => (JSON.parse(doc) as { id: string }).id) });
    }
  }
  return out;
}

describe('frequent pieces of gene names on PostgreSQL', () => {
  it('stores the rows SQLite stores: the same pieces, docs and ranks', async () => {
    const pieces = await writePieces();
    expect(pieces).toBeGreaterThan(50);
    expect(sqliteIndexWriter(sqlite).writeNamePieces('gene', GENE_FIELDS.name, MIN_DOCS)).toBe(pieces);
    const { rows } = await db().query(PIECE_ROWS);
    expect(rows.length).toBeGreaterThan(pieces * MIN_DOCS - 1);
    expect(rows).toEqual(sqlite.prepare(PIECE_ROWS).all());
  });

  it('answers a stored piece as the trigram path does: the same loci, order and total, beside other criteria', async () => {
    const list = await texts();
    const { rows } = await db().query<{ piece: string }>('SELECT piece FROM search_name_piece_set');
    const stored = new Set(rows.map((row) => row.piece));
    // Most of the texts are stored pieces: the comparison reads the stored path, not the trigram path twice.
    expect(list.filter((text) => stored.has(text.trim().toLowerCase())).length).toBeGreaterThan(30);
    const fromPieces = await answers(list);
    await forgetPieces();
    const fromTrigrams = await answers(list);
    await writePieces();
    expect(fromPieces).toEqual(fromTrigrams);
    expect(fromPieces.filter((answer) => (answer as { total: number }).total > 5).length).toBeGreaterThan(30);
  }, 60_000);

  it("keeps a locus's rows in step when a record write renames it", async () => {
    const { rows } = await db().query<{ id: string; body: string }>("SELECT id, body FROM records WHERE type = 'locus' AND body LIKE '%AT1G01010%' LIMIT 1");
    const { id, body } = rows[0]!;
    // Its name becomes one that shares few pieces with the old one: rows of stored pieces go and come.
    await db().query("UPDATE records SET body = $1 WHERE type = 'locus' AND id = $2", [body.replaceAll('AT1G01010', 'AT5G99990'), id]);
    await reindexPostgresRecord(db(), 'locus', id);
    const list = ['at1', 'at5', 'g99', '9999', 'at5g9', 'g01', '1010'];
    const kept = await answers(list);
    const { rows: keptRows } = await db().query(PIECE_ROWS);
    // A build of the same records stores the same rows for the pieces that were stored before the write.
    const { rows: storedBefore } = await db().query<{ piece: string }>('SELECT piece FROM search_name_piece_set');
    await writePieces();
    const { rows: rebuilt } = await db().query<{ piece: string }>(PIECE_ROWS);
    // Compared where both hold the piece: the rename can make a piece rare, or another frequent.
    const before = new Set(storedBefore.map((row) => row.piece));
    const after = new Set(rebuilt.map((row) => row.piece));
    const inBoth = (row: { piece: string }) => before.has(row.piece) && after.has(row.piece);
    expect(keptRows.length).toBeGreaterThan(0);
    expect((keptRows as { piece: string }[]).filter(inBoth)).toEqual(rebuilt.filter(inBoth));
    await forgetPieces();
    expect(kept).toEqual(await answers(list));
    expect((kept as { total: number; text: string }[]).find((answer) => answer.text === 'at5')?.total).toBeGreaterThan(0);
  }, 60_000);
});
