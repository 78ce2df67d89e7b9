// Building and keeping the PostgreSQL search index: a build only when the index is missing or of another version, and
// a record's docs changed in the transaction that wrote the record, so they go with it when it rolls back.
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction, openPostgres, type PostgresConnection } from '../../db/postgres/connection';
import { insertRecords } from '../../db/postgres/records';
import { testDatabase, type TestDatabase } from '../../db/postgres/testDatabase.testSupport';
import { GENE_FIELDS } from '../categories/gene/indexLocus';
import { testLociRecords } from '../testLoci.testSupport';
import { ensurePostgresSearchIndex, reindexPostgresRecord } from './buildIndex';
import { postgresSearchStore } from './store';

let database: TestDatabase;
let connection: PostgresConnection;
beforeAll(async () => {
  database = await testDatabase();
  connection = await openPostgres(database.url, { maxConnections: 4 });
});
afterAll(async () => {
  await connection?.close();
  await database?.drop();
});

const TEST_LOCUS_COUNT = testLociRecords().length;
const symbols = (prefix: string) =>
  postgresSearchStore(connection.primary).suggest({ category: 'gene', fields: { [GENE_FIELDS.symbol]: 'symbol' }, prefix, limit: 10 });

it('builds the index when the records have none or one of another version, once however many processes start', async () => {
  expect(await ensurePostgresSearchIndex(connection.primary)).toBe(false);
  await insertRecords(connection.primary, testLociRecords());
  expect(await ensurePostgresSearchIndex(connection.primary)).toBe(true);
  expect(await ensurePostgresSearchIndex(connection.primary)).toBe(false);
  await connection.primary.query("UPDATE search_meta SET value = 'core:0' WHERE key = 'index_version'");
  // Two processes starting at once: one builds, the other waits and finds the index built.
  const started = await Promise.all([ensurePostgresSearchIndex(connection.primary), ensurePostgresSearchIndex(connection.primary)]);
  expect(started.sort()).toEqual([false, true]);
  expect((await postgresSearchStore(connection.primary).search({ category: 'gene', criteria: [], limit: 1 })).total).toBe(TEST_LOCUS_COUNT);
});

it("leaves nothing in the GIN indexes' pending lists after a build: a search reads the indexes alone", async () => {
  await connection.primary.query("UPDATE search_meta SET value = 'core:0' WHERE key = 'index_version'");
  expect(await ensurePostgresSearchIndex(connection.primary)).toBe(true);
  // Merging again finds no page left to merge in any of them (the trigram indexes and the words index).
  const { rows } = await connection.primary.query<{ index: string; pages: number }>(
    `SELECT c.relname AS index, gin_clean_pending_list(i.indexrelid) AS pages FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
     WHERE am.amname = 'gin' AND i.indrelid IN ('search_terms'::regclass, 'search_words'::regclass) ORDER BY 1`,
  );
  expect(rows).toEqual([
    { index: 'search_terms_gene_name_trigram', pages: 0 },
    { index: 'search_terms_scoped_trigram', pages: 0 },
    { index: 'search_words_match', pages: 0 },
  ]);
});

it("changes a record's docs in the transaction that wrote it, and not when it rolls back", async () => {
  const store = postgresSearchStore(connection.primary);
  const stamp = await store.indexStamp();
  const row = testLociRecords().find((record) => record.id === '2')!;
  const renamed = JSON.stringify({ ...(JSON.parse(row.body) as object), symbols: [{ name: 'ZZZ1', fullName: 'renamed' }] });
  const rename = async (client: pg.PoolClient) => {
    await client.query("UPDATE records SET body = $1 WHERE type = 'locus' AND id = '2'", [renamed]);
    await reindexPostgresRecord(client, 'locus', '2');
  };

  await expect(
    inTransaction(connection.primary, async (client) => {
      await rename(client);
      throw new Error('the write fails after the reindex');
    }),
  ).rejects.toThrow('the write fails');
  expect(await symbols('zz')).toEqual([]);
  expect(await symbols('arv')).toEqual([{ label: 'ARV1', kind: 'symbol', id: '2' }]);
  expect(await store.indexStamp()).toBe(stamp);

  await inTransaction(connection.primary, rename);
  expect(await symbols('zz')).toEqual([{ label: 'ZZZ1', kind: 'symbol', id: '2' }]);
  expect(await symbols('arv')).toEqual([]);
  expect(await store.indexStamp()).not.toBe(stamp);
});
