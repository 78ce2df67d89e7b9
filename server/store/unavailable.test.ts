// What counts as the database not answering, from real failures: a PostgreSQL connection its server ended, a server
// that does not listen, a pool that cannot get a connection in time. A query error is not one of them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/postgres/testDatabase.testSupport';
import { isStoreUnavailable } from './unavailable';

const failureOf = (work: () => Promise<unknown>) => work().then(
  () => {
    throw new Error('expected a failure');
  },
  (error: unknown) => error,
);

describe('isStoreUnavailable', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.drop());

  it('is true for a connection the server ended, and for a server that is not there', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    client.on('error', () => {});
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      expect(isStoreUnavailable(await failureOf(() => client.query('SELECT 1')))).toBe(true);
    } finally {
      await admin.end();
      await client.end().catch(() => undefined);
    }
    const nowhere = new pg.Pool({ connectionString: 'postgres://portal@127.0.0.1:9/portal', max: 1 });
    expect(isStoreUnavailable(await failureOf(() => nowhere.query('SELECT 1')))).toBe(true);
    await nowhere.end();
  });

  it('is false for a query the database refused, and for other errors', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      expect(isStoreUnavailable(await failureOf(() => pool.query('SELECT * FROM no_such_table')))).toBe(false);
    } finally {
      await pool.end();
    }
    expect(isStoreUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isStoreUnavailable(null)).toBe(false);
  });
});
