// What both stores' migration runners share: the plain SQL files of a folder, applied in file-name order, each once,
// and never changed once applied (a checksum of each applied file is kept and compared at every start).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Raised when a migration that a database has applied no longer reads as it did: migrations are append-only. */
export class ChangedMigrationError extends Error {
  constructor(readonly migration: string) {
    super(
      `The migration ${migration} has changed since this database applied it. Applied migrations must stay as they are: ` +
        'put the change in a new migration file (or, for a throwaway database, delete it to start afresh).',
    );
    this.name = 'ChangedMigrationError';
  }
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Line endings do not count: a checkout on another system must not read as a changed migration. */
export const checksumOf = (sql: string) => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/** The folder's *.sql files in the order they apply. */
export function migrationFiles(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((name) => {
      const sql = readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    });
}
