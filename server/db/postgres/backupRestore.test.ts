// The backup procedure of docs/deploy.md ("Backups"), run as written with the installed PostgreSQL programs: a
// seeded portal database dumped by pg_dump in the custom format, restored by pg_restore into a new database, and the
// restored portal answering as the original does: every table's rows, a record, an account and a search.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir } from '../../../scripts/test/postgresCluster';
import { seedDatabase } from '../../seed';
import { postgresSearchStore } from '../../search/postgres/store';
import { reindexPostgresRecord } from '../../search/postgres/buildIndex';
import { postgresPortalStore } from '../../store/postgres';
import { tempDir, type TempDir } from '../../testing';
import { copyToPostgres } from '../copy/copyToPostgres';
import { openDatabase } from '../database';
import { openPostgres, type PostgresConnection, type Queryable } from './connection';
import { testDatabase, type TestDatabase } from './testDatabase.testSupport';

const run = promisify(execFile);

/** The folder of pg_dump and pg_restore, or null when only a server of PORTAL_TEST_DATABASE_URL is at hand. */
function clientPrograms(): string | null {
  try {
    return postgresBinDir();
  } catch {
    return null;
  }
}
const bin = clientPrograms();

async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${name}`)).rows[0]!.n;
  return counts;
}

describe.skipIf(bin === null)('a pg_dump backup restored with pg_restore (skipped without the PostgreSQL programs: POSTGRES_BIN or Debian’s postgresql package)', () => {
  let temp: TempDir;
  let originalDatabase: TestDatabase;
  let restoredDatabase: TestDatabase;
  let original: PostgresConnection;
  let restored: PostgresConnection;
  beforeAll(async () => {
    temp = tempDir('portal-backup-');
    const source = openDatabase(temp.file('portal.sqlite'));
    try {
      await seedDatabase(source);
      originalDatabase = await testDatabase({ empty: true });
      original = await openPostgres(originalDatabase.url, { maxConnections: 2 });
      await copyToPostgres(source, original);
    } finally {
      source.close();
    }
    const reader = postgresPortalStore(original, { reindex: reindexPostgresRecord }).stores;
    const student = (await reader.accounts.byUsername('student'))!;
    await reader.logins.create(student);
    await reader.usage.chargeReads(student.party_id, [{ type: 'locus', key: (await reader.records.idByName('locus', 'AT1G01010'))! }]);

    const dump = temp.file('portal.dump');
    await run(path.join(bin!, 'pg_dump'), ['--format=custom', `--file=${dump}`, `--dbname=${originalDatabase.url}`]);
    restoredDatabase = await testDatabase({ empty: true });
    await run(path.join(bin!, 'pg_restore'), ['--exit-on-error', '--no-owner', `--dbname=${restoredDatabase.url}`, dump]);
    restored = await openPostgres(restoredDatabase.url, { maxConnections: 2 });
    // Seeding, copying, dumping and restoring a whole portal: seconds each on a loaded machine.
  }, 60_000);
  afterAll(async () => {
    await Promise.all([original?.close(), restored?.close()]);
    await Promise.all([originalDatabase?.drop(), restoredDatabase?.drop()]);
    temp?.remove();
  });

  it('restores every table with its rows', async () => {
    const counts = await rowCounts(original.primary);
    expect(counts.records).toBeGreaterThan(100);
    expect(counts.record_reads).toBe(1);
    expect(counts.account_logins).toBe(1);
    expect(await rowCounts(restored.primary)).toEqual(counts);
  });

  it('answers a record, an account and a search as the original does', async () => {
    const before = postgresPortalStore(original, { reindex: reindexPostgresRecord }).stores;
    const after = postgresPortalStore(restored, { reindex: reindexPostgresRecord }).stores;
    const key = (await before.records.idByName('locus', 'AT1G01010'))!;
    expect(await after.records.idByName('locus', 'AT1G01010')).toBe(key);
    expect(await after.records.body('locus', key)).toBe(await before.records.body('locus', key));
    const student = (await before.accounts.byUsername('student'))!;
    expect(await after.accounts.byUsername('student')).toEqual(student);
    expect(await after.usage.tracker(student.party_id)).toEqual(await before.usage.tracker(student.party_id));
    const query = { category: 'gene', criteria: [{ kind: 'text' as const, fields: ['name'], method: 'contains' as const, value: 'F-box' }], limit: 10 };
    const searched = await postgresSearchStore(restored.primary).search(query);
    expect(searched.total).toBeGreaterThan(0);
    expect(searched).toEqual(await postgresSearchStore(original.primary).search(query));
  });

  it('goes on assigning ids after the restored ones', async () => {
    const before = postgresPortalStore(original, { reindex: reindexPostgresRecord }).stores;
    const after = postgresPortalStore(restored, { reindex: reindexPostgresRecord }).stores;
    const newest = (await before.news.latestItems(1))[0]!.id;
    expect(await after.news.insertItem({ date: '2030-01-01', title: 'After the restore', content: '' })).toBeGreaterThan(newest);
  });
});
