// The PostgreSQL migration runner on a real server: applies the files once, in order, each whole or not at all;
// refuses a changed applied file; several processes starting at once migrate once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangedMigrationError } from '../migrationFiles';
import { runPostgresMigrations } from './migrations';
import { testDatabase, type TestDatabase } from './testDatabase.testSupport';

describe('runPostgresMigrations', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let dir: string;
  beforeEach(async () => {
    database = await testDatabase({ empty: true });
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-migrations-'));
  });
  afterEach(async () => {
    await pool.end();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const tables = async () =>
    (await pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).rows.map((row) => row.name);

  it('applies the shipped migrations, and nothing on a second run', async () => {
    const applied = await runPostgresMigrations(pool);
    expect(applied[0]).toBe('001_records.sql');
    expect(await tables()).toContain('records');
    expect(await runPostgresMigrations(pool)).toEqual([]);
  });

  it('applies files in name order; a failing one leaves nothing of itself and is applied once fixed', async () => {
    writeFileSync(path.join(dir, '002_second.sql'), 'CREATE TABLE second (id int PRIMARY KEY, first_id int REFERENCES first (id));');
    writeFileSync(path.join(dir, '001_first.sql'), 'CREATE TABLE first (id int PRIMARY KEY);');
    expect(await runPostgresMigrations(pool, dir)).toEqual(['001_first.sql', '002_second.sql']);
    writeFileSync(path.join(dir, '003_broken.sql'), 'CREATE TABLE third (id int); THIS IS NOT SQL;');
    await expect(runPostgresMigrations(pool, dir)).rejects.toThrow(/003_broken\.sql failed: syntax error/);
    expect(await tables()).not.toContain('third');
    writeFileSync(path.join(dir, '003_broken.sql'), 'CREATE TABLE third (id int);');
    expect(await runPostgresMigrations(pool, dir)).toEqual(['003_broken.sql']);
  });

  it('refuses to start over a database whose applied migration has since changed', async () => {
    writeFileSync(path.join(dir, '001_first.sql'), 'CREATE TABLE first (id int PRIMARY KEY);');
    await runPostgresMigrations(pool, dir);
    writeFileSync(path.join(dir, '001_first.sql'), 'CREATE TABLE first (id bigint PRIMARY KEY);');
    await expect(runPostgresMigrations(pool, dir)).rejects.toThrow(ChangedMigrationError);
  });

  it('migrates once when several processes start together', async () => {
    const others = [1, 2, 3].map(() => new pg.Pool({ connectionString: database.url, max: 1 }));
    try {
      const results = await Promise.all([pool, ...others].map((each) => runPostgresMigrations(each)));
      expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
    } finally {
      await Promise.all(others.map((each) => each.end()));
    }
  });
});
