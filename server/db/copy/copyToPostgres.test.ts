// npm run db:copy's work on real databases: a portal seeded with the demo data (records, news, demo accounts) and a
// member's activity moves to an empty PostgreSQL database, every table's count matches, and the stores on PostgreSQL
// answer what they answered on SQLite. A target holding rows is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed';
import { sqlitePortalStore } from '../../store/sqlite';
import { postgresPortalStore } from '../../store/postgres';
import { tempDir, type TempDir } from '../../testing';
import { openDatabase, type Db } from '../database';
import { openPostgres, type PostgresConnection } from '../postgres/connection';
import { testDatabase, type TestDatabase } from '../postgres/testDatabase.testSupport';
import { reindexPostgresRecord } from '../../search/postgres/buildIndex';
import { postgresSearchStore } from '../../search/postgres/store';
import { copyToPostgres } from './copyToPostgres';
import { symbolRegistration } from '../../geneClassSymbols/registration';
import { submissionStore } from '../../geneClassSymbols/submissionStore';

describe('copying a portal from SQLite to PostgreSQL', () => {
  let temp: TempDir;
  let source: Db;
  let database: TestDatabase;
  let target: PostgresConnection;
  beforeAll(async () => {
    temp = tempDir('portal-copy-');
    source = openDatabase(temp.file('portal.sqlite'));
    await seedDatabase(source);
    const sqlite = sqlitePortalStore(source);
    const student = (await sqlite.stores.accounts.byUsername('student'))!;
    await sqlite.stores.logins.create(student);
    await sqlite.stores.usage.chargeReads(student.party_id, [{ type: 'locus', key: '2200935' }]);
    const symbol = { geneClassSymbol: 'CPY', symbolType: 'gene_product', fullName: 'COPIED', phenotypeClass: null, additionalDetails: null } as const;
    const comments = { text: 'For curators.', loci: [], publications: [] };
    const submitter = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.org', institution: null };
    await symbolRegistration(sqlite).submit({ ...symbol, numberOfAssociatedLoci: 3, comments }, student.community_id, submitter);
    database = await testDatabase({ empty: true });
    target = await openPostgres(database.url, { maxConnections: 2 });
  });
  afterAll(async () => {
    await target.close();
    await database.drop();
    source.close();
    temp.remove();
  });

  it('moves every table, counts checked, and the stores answer alike', async () => {
    const counts = await copyToPostgres(source, target);
    expect(counts.find((count) => count.table === 'records')?.rows).toBeGreaterThan(100);
    expect(counts.find((count) => count.table === 'record_reads')?.rows).toBe(1);
    const sqlite = sqlitePortalStore(source).stores;
    const postgres = postgresPortalStore(target, { reindex: (db, type, id) => reindexPostgresRecord(db, type, id) }).stores;
    const key = (await sqlite.records.idByName('locus', 'AT1G01010'))!;
    expect(await postgres.records.idByName('locus', 'AT1G01010')).toBe(key);
    expect(await postgres.records.body('locus', key)).toBe(await sqlite.records.body('locus', key));
    const student = (await sqlite.accounts.byUsername('student'))!;
    expect(await postgres.accounts.byUsername('STUDENT')).toEqual(student);
    expect(await postgres.usage.tracker(student.party_id)).toEqual(await sqlite.usage.tracker(student.party_id));
    expect(await postgres.news.latestItems(3)).toEqual(await sqlite.news.latestItems(3));
    expect(await submissionStore(postgres.symbols).list('all')).toEqual(await submissionStore(sqlite.symbols).list('all'));
    // The search index was built from the copied records: a name search finds the same locus.
    const query = { category: 'gene', criteria: [{ kind: 'text' as const, fields: ['name'], method: 'exactly' as const, value: 'AT1G01010' }], limit: 5 };
    const searched = await postgresSearchStore(target.primary).search(query);
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.docs[0]).toContain('AT1G01010');
    // Ids the database assigns continue after the copied ones.
    const newest = (await postgres.news.latestItems(1))[0]!.id;
    const maxId = Math.max(...(await sqlite.news.itemsBefore('9999-12-31')).map((item) => item.id));
    expect(await postgres.news.insertItem({ date: '2030-01-01', title: 'After the copy', content: '' })).toBeGreaterThan(Math.max(newest, maxId));
  });

  it('refuses a target that already holds rows', async () => {
    await expect(copyToPostgres(source, target)).rejects.toThrow("The target's records table already holds rows: copy into an empty database.");
  });
});
