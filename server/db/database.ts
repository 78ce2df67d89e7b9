// The embedded database of the reference API server: one SQLite file (better-sqlite3), WAL mode, foreign keys on,
// and the plain SQL migrations of server/db/migrations run in file-name order, each once, in its own transaction
// (with foreign keys checked at its end rather than acted on row by row).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PROJECT_ROOT } from '../projectRoot';
import { ChangedMigrationError, migrationFiles } from './migrationFiles';

export { ChangedMigrationError };

export type Db = Database.Database;

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');

export interface OpenDatabaseOptions {
  /** Where the *.sql migrations are; the shipped ones by default. */
  migrationsDir?: string;
}

/** Opens (creating when needed) the database file and brings its schema up to date. */
export function openDatabase(file: string, { migrationsDir = MIGRATIONS_DIR }: OpenDatabaseOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // FULL: a write is acknowledged only once it is on disk, also in WAL mode.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Read pages through a memory map (up to 1 GiB of the file) rather than one read() call per page: a detail call
    // reads one record from anywhere in a large file, and with the map that read takes about half the CPU time.
    db.pragma('mmap_size = 1073741824');
    runMigrations(db, migrationsDir);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}


/**
 * Applies the migrations not yet recorded in schema_migrations, in order; returns the names it applied. A recorded
 * migration whose file now reads differently stops the start (ChangedMigrationError) instead of leaving the schema
 * silently different from what the files say.
 */
export function runMigrations(db: Db, migrationsDir: string = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name       TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  // Databases created before checksums were recorded get the column; their rows are filled in on the next start.
  const columns = db.prepare<[], { name: string }>('SELECT name FROM pragma_table_info(\'schema_migrations\')').all();
  if (!columns.some((column) => column.name === 'checksum')) db.exec('ALTER TABLE schema_migrations ADD COLUMN checksum TEXT');
  const appliedRow = db.prepare<[string], { checksum: string | null }>('SELECT checksum FROM schema_migrations WHERE name = ?');
  const fillChecksum = db.prepare<[string, string]>('UPDATE schema_migrations SET checksum = ? WHERE name = ?');
  const record = db.prepare<[string, string]>('INSERT INTO schema_migrations (name, checksum) VALUES (?, ?)');
  const applied: string[] = [];
  // Migrations run with foreign keys off, as SQLite's procedure for changing a table's constraints asks: a table
  // rebuilt (new table, copy, drop the old, rename) would otherwise cascade the drop into every table referring to
  // it. What a migration leaves is checked before it commits, so no broken reference gets in.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    for (const { name, sql, checksum } of migrationFiles(migrationsDir)) {
      const row = appliedRow.get(name);
      if (row) {
        if (row.checksum === null) fillChecksum.run(checksum, name);
        else if (row.checksum !== checksum) throw new ChangedMigrationError(name);
        continue;
      }
      // A migration and its record commit together, so a failed one leaves nothing half-applied.
      db.transaction(() => {
        db.exec(sql);
        const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
        if (foreignKeys && broken.length > 0) {
          throw new Error(`The migration ${name} leaves ${broken.length} row(s) of ${broken[0]!.table} referring to no row of ${broken[0]!.parent}.`);
        }
        record.run(name, checksum);
      }).immediate();
      applied.push(name);
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return applied;
}
