// @vitest-environment node
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

  it('refuses a migration that leaves a row referring to nothing, and applies none of it', () => {
    const dir = temp.file('');
    writeFileSync(temp.file('001_first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY);');
    writeFileSync(temp.file('002_second.sql'), 'CREATE TABLE second (id INTEGER PRIMARY KEY, first_id INTEGER REFERENCES first (id)); INSERT INTO second VALUES (1, 42);');
    expect(() => openDatabase(temp.file('broken.sqlite'), { migrationsDir: dir })).toThrow('The migration 002_second.sql leaves 1 row(s) of second referring to no row of first.');
    writeFileSync(temp.file('002_second.sql'), 'CREATE TABLE second (id INTEGER PRIMARY KEY, first_id INTEGER REFERENCES first (id));');
    const db = openDatabase(temp.file('broken.sqlite'), { migrationsDir: dir });
    try {
      expect(appliedNames(db)).toEqual(['001_first.sql', '002_second.sql']);
    } finally {
      db.close();
    }
  });

  it('lets accounts share an e-mail address (016), keeping every row that refers to an account', () => {
    // A database as the migrations before 016 left it, with an account and a row in each table referring to it.
    const before = temp.file('before-016');
    mkdirSync(before);
    for (const name of shipped.filter((file) => file < '016')) copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
    const file = temp.file('portal.sqlite');
    const old = openDatabase(file, { migrationsDir: before });
    old.exec(`
      INSERT INTO accounts (community_id, username, password_hash, password_salt, email, party_id, credential_id)
        VALUES (1, 'okafor', 'h', 's', 'd.okafor@example.org', 10, 'c1');
      INSERT INTO account_logins (secret_key_hash, community_id, expires_at) VALUES ('k', 1, '2999-01-01');
      INSERT INTO affiliations VALUES (1, 500);
      INSERT INTO usage_trackers (party_id, total_units, remaining_units, free_expiry_date) VALUES (10, 50, 49, '2999-01-01');
      INSERT INTO activation_codes (code, units, valid_days, used_by_party_id) VALUES ('CODE', 5, 30, 10);
      INSERT INTO record_reads VALUES (10, 'locus', '1', '2999-01-01T00:00:00Z');
    `);
    old.close();

    const db = openDatabase(file);
    try {
      const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      const referring = ['account_logins', 'affiliations', 'usage_trackers', 'record_reads'];
      expect(referring.map(count)).toEqual([1, 1, 1, 1]);
      db.prepare("INSERT INTO accounts (community_id, username, password_hash, password_salt, email, party_id, credential_id) VALUES (2, 'okafor2', 'h', 's', 'D.Okafor@example.org', 20, 'c2')").run();
      expect(count('accounts')).toBe(2);
      // The references lead to the rebuilt table: they are enforced, and removing the account removes its rows.
      expect(() => db.prepare("INSERT INTO account_logins (secret_key_hash, community_id, expires_at) VALUES ('x', 99, '2999-01-01')").run()).toThrow(/FOREIGN KEY/);
      db.prepare('DELETE FROM accounts WHERE community_id = 1').run();
      expect(referring.map(count)).toEqual([0, 0, 0, 0]);
      expect(db.prepare("SELECT used_by_party_id FROM activation_codes WHERE code = 'CODE'").get()).toEqual({ used_by_party_id: null });
    } finally {
      db.close();
    }
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
