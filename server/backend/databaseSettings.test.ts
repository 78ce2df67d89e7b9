import { describe, expect, it } from 'vitest';
import { readDatabaseSettings } from './databaseSettings';

describe('the database a server process runs on', () => {
  it('is the embedded SQLite file unless DATABASE_URL names a PostgreSQL database', () => {
    expect(readDatabaseSettings({}, '/data/portal.sqlite')).toEqual({ kind: 'sqlite', file: '/data/portal.sqlite' });
    expect(readDatabaseSettings({ DATABASE_URL: '  ' }, '/data/portal.sqlite')).toEqual({ kind: 'sqlite', file: '/data/portal.sqlite' });
    expect(readDatabaseSettings({ DATABASE_URL: 'postgres://portal@db:5432/portal', DATABASE_READ_URL: 'postgresql://portal@replica/portal' }, 'x')).toEqual({
      kind: 'postgres',
      url: 'postgres://portal@db:5432/portal',
      readUrl: 'postgresql://portal@replica/portal',
    });
  });

  it('refuses, naming the setting and never the password, what is not a PostgreSQL address', () => {
    expect(() => readDatabaseSettings({ DATABASE_URL: 'mysql://root:secret@db/portal' }, 'x')).toThrow('DATABASE_URL must be a postgres:// or postgresql:// address, not a mysql:// one.');
    expect(() => readDatabaseSettings({ DATABASE_URL: 'db.example/portal' }, 'x')).toThrow('DATABASE_URL must be a postgres:// address (postgres://user:password@host:5432/database), not "db.example/portal".');
    expect(() => readDatabaseSettings({ DATABASE_URL: 'http://db' , DATABASE_READ_URL: 'x' }, 'x')).toThrow(/^DATABASE_URL/);
    expect(() => readDatabaseSettings({ DATABASE_URL: 'postgres://db/portal', DATABASE_READ_URL: 'replica' }, 'x')).toThrow(/^DATABASE_READ_URL must be/);
    expect(() => readDatabaseSettings({ DATABASE_READ_URL: 'postgres://replica/portal' }, 'x')).toThrow('DATABASE_READ_URL names a replica of the database of DATABASE_URL, which is not set.');
  });
});
