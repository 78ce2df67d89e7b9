// Vitest global set-up of the server tests: one PostgreSQL for the whole run (a throwaway cluster, or the server
// PORTAL_TEST_DATABASE_URL names), with a template database already migrated. Each test file that runs a store on
// PostgreSQL copies the template into a database of its own (server/db/postgres/testDatabase.testSupport.ts), so files
// run side by side without seeing each other's rows.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runPostgresMigrations } from '../../server/db/postgres/migrations.ts';
import { startThrowawayCluster } from './postgresCluster.ts';

export const TEMPLATE_DATABASE = 'portal_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An address on the test PostgreSQL server whose user may create databases. */
    postgresAdminUrl: string;
  }
}

export const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function migratedTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A template left by an earlier run against the same server may be from older migrations.
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  } finally {
    await admin.end();
  }
  const template = new pg.Pool({ connectionString: databaseUrl(adminUrl, TEMPLATE_DATABASE), max: 1 });
  try {
    await runPostgresMigrations(template);
  } finally {
    await template.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.PORTAL_TEST_DATABASE_URL;
  const cluster = given ? null : await startThrowawayCluster();
  const adminUrl = given ?? cluster!.url;
  try {
    await migratedTemplate(adminUrl);
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    await cluster?.stop();
  };
}
