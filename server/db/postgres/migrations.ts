// The PostgreSQL migrations: plain SQL files in server/db/postgres/migrations, applied in file-name order, each once
// and in its own transaction, recorded with a checksum (a changed applied file stops the start, as on SQLite).
// Several server processes may start at once over one database: an advisory lock lets one of them migrate while the
// others wait, and then find nothing left to do.
import path from 'node:path';
import type pg from 'pg';
import { PROJECT_ROOT } from '../../projectRoot';
import { ChangedMigrationError, migrationFiles } from '../migrationFiles';
import { LOCK } from './advisoryLocks';

export const POSTGRES_MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'postgres', 'migrations');


/** Applies the migrations the database has not recorded; returns the names it applied. */
export async function runPostgresMigrations(pool: pg.Pool, migrationsDir: string = POSTGRES_MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(migrationsDir);
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [...LOCK.migrations]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name       text PRIMARY KEY,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
    const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const { name, sql, checksum } of files) {
      const known = recorded.get(name);
      if (known !== undefined) {
        if (known !== checksum) throw new ChangedMigrationError(name);
        continue;
      }
      // A migration and its record commit together, so a failed one leaves nothing half-applied.
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [name, checksum]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`The PostgreSQL migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      applied.push(name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, $2)', [...LOCK.migrations]).catch(() => undefined);
    client.release();
  }
  return applied;
}
