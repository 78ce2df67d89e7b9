// A PostgreSQL database of its own for a test file: a copy of the migrated template the global set-up made
// (scripts/test/postgresGlobalSetup.ts), dropped afterwards. `empty` gives one without any migration applied.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl, TEMPLATE_DATABASE } from '../../../scripts/test/postgresGlobalSetup';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export async function testDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? 'template0' : TEMPLATE_DATABASE;
  // Copies of one template cannot start at the same instant (the template must have no other session): retry briefly.
  await asAdmin(async (admin) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  });
  return {
    url: databaseUrl(inject('postgresAdminUrl'), name),
    drop: () => asAdmin(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}
