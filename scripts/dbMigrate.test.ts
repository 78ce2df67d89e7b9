// `npm run db:migrate` against a real PostgreSQL: migrates an empty database, then has nothing to do; an unreachable
// server is one line naming DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../server/db/postgres/testDatabase.testSupport';
import { migrate } from './db-migrate';

describe('npm run db:migrate', () => {
  it('applies the migrations to an empty database, and nothing the second time', async () => {
    const database = await testDatabase({ empty: true });
    try {
      const lines: string[] = [];
      expect((await migrate(database.url, (line) => lines.push(line)))[0]).toBe('001_records.sql');
      expect(await migrate(database.url, (line) => lines.push(line))).toEqual([]);
      expect(lines[1]).toBe('The database is up to date: no migration to apply.');
    } finally {
      await database.drop();
    }
  });

  it('names DATABASE_URL, without its password, when the server cannot be reached', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    await expect(migrate('postgres://portal:secret@127.0.0.1:9/portal')).rejects.toThrow(
      /^The database of DATABASE_URL \(postgres:\/\/portal:\*\*\*@127\.0\.0\.1:9\/portal\) cannot be used: .*ECONNREFUSED/,
    );
  });
});
