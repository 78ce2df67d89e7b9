// @vitest-environment node
import { readdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir, type TempDir } from '../testing';
import { ChangedMigrationError, MIGRATIONS_DIR, openDatabase } from './database';

const shipped = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();

describe('openDatabase', () => {
  let temp: TempDir;
  beforeEach(() => {
    temp = tempDir();
  });
  afterEach(() => temp.remove());

  const appliedNames = (db: ReturnType<typeof openDatabase>) =>
    db.prepare<[], { name: string }>('SELECT name FROM schema_migrations ORDER BY name').all().map((row) => row.name);

  it('creates the file (and its directory) in WAL mode with foreign keys on, and applies every migration', () => {
    const db = openDatabase(temp.file('nested/dir/portal.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(appliedNames(db)).toEqual(shipped);
      const indexes = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'records'").all();
      expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['records_type_name', 'records_type_accession']));
    } finally {
      db.close();
    }
  });

  it('runs migrations once: a second open applies nothing again', () => {
    const file = temp.file('portal.sqlite');
    const first = openDatabase(file);
    const [before] = first.prepare<[], { name: string; applied_at: string }>('SELECT * FROM schema_migrations').all();
    first.close();

    // Were 001 run again, CREATE TABLE records would fail; the record of it would change too.
    const second = openDatabase(file);
    try {
      expect(appliedNames(second)).toEqual(shipped);
      expect(second.prepare('SELECT * FROM schema_migrations').all()[0]).toEqual(before);
    } finally {
      second.close();
    }
  });

  it('applies new migrations in name order, and a failing one leaves nothing behind', () => {
    const dir = temp.file('');
    writeFileSync(temp.file('002_second.sql'), 'CREATE TABLE second (id INTEGER PRIMARY KEY, first_id INTEGER REFERENCES first (id));');
    writeFileSync(temp.file('001_first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY);');
    const db = openDatabase(temp.file('custom.sqlite'), { migrationsDir: dir });
    try {
      expect(appliedNames(db)).toEqual(['001_first.sql', '002_second.sql']);
      // Foreign keys are enforced.
      expect(() => db.prepare('INSERT INTO second (id, first_id) VALUES (1, 42)').run()).toThrow(/FOREIGN KEY/);
    } finally {
      db.close();
    }

    writeFileSync(temp.file('003_broken.sql'), 'CREATE TABLE third (id INTEGER); THIS IS NOT SQL;');
    expect(() => openDatabase(temp.file('custom.sqlite'), { migrationsDir: dir })).toThrow();
    writeFileSync(temp.file('003_broken.sql'), 'CREATE TABLE third (id INTEGER);');
    const again = openDatabase(temp.file('custom.sqlite'), { migrationsDir: dir });
    try {
      expect(appliedNames(again)).toEqual(['001_first.sql', '002_second.sql', '003_broken.sql']);
    } finally {
      again.close();
    }
  });

  it('refuses to start when an applied migration has been edited, naming it', () => {
    const dir = temp.file('');
    writeFileSync(temp.file('001_first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY);');
    openDatabase(temp.file('edited.sqlite'), { migrationsDir: dir }).close();

    writeFileSync(temp.file('001_first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY, name TEXT);');
    expect(() => openDatabase(temp.file('edited.sqlite'), { migrationsDir: dir })).toThrow(ChangedMigrationError);
    expect(() => openDatabase(temp.file('edited.sqlite'), { migrationsDir: dir })).toThrow(/001_first\.sql has changed/);

    // Only the content counts: the same SQL with Windows line endings is the same migration.
    writeFileSync(temp.file('001_first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY);\r\n');
    writeFileSync(temp.file('002_lines.sql'), 'CREATE TABLE lines (id INTEGER);\n');
    openDatabase(temp.file('lines.sqlite'), { migrationsDir: dir }).close();
    writeFileSync(temp.file('002_lines.sql'), 'CREATE TABLE lines (id INTEGER);\r\n');
    expect(() => openDatabase(temp.file('lines.sqlite'), { migrationsDir: dir }).close()).not.toThrow();
  });

  it('records checksums for a database made before they were kept, and checks them from then on', () => {
    const dir = temp.file('');
    writeFileSync(temp.file('001_first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY);');
    const legacy = openDatabase(temp.file('legacy.sqlite'), { migrationsDir: dir });
    legacy.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
    legacy.close();

    openDatabase(temp.file('legacy.sqlite'), { migrationsDir: dir }).close();
    writeFileSync(temp.file('001_first.sql'), 'CREATE TABLE first (id INTEGER);');
    expect(() => openDatabase(temp.file('legacy.sqlite'), { migrationsDir: dir })).toThrow(ChangedMigrationError);
  });

  it('keeps names upper-cased and bodies valid JSON', () => {
    const db = openDatabase(temp.file('portal.sqlite'));
    try {
      const insert = db.prepare('INSERT INTO records (type, id, name, accession, body) VALUES (?, ?, ?, ?, ?)');
      expect(() => insert.run('locus', '1', 'at1g01010', null, '{}')).toThrow(/CHECK/);
      expect(() => insert.run('locus', '1', 'AT1G01010', null, 'not json')).toThrow(/CHECK/);
      insert.run('locus', '1', 'AT1G01010', 'Locus:1', '{}');
    } finally {
      db.close();
    }
  });
});
