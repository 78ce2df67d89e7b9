// Which database a server process runs on: DATABASE_URL (postgres://…) selects PostgreSQL, with DATABASE_READ_URL
// for the reads a streaming replica may take; without it, the embedded SQLite file under DATA_DIR, as `npm start`
// makes it. A bad value stops the start with one line naming the setting.

export type DatabaseSettings =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; readUrl: string | undefined };

const POSTGRES_SCHEMES = new Set(['postgres:', 'postgresql:']);

function postgresUrl(name: string, value: string): string {
  let scheme: string;
  try {
    scheme = new URL(value).protocol;
  } catch {
    throw new Error(`${name} must be a postgres:// address (postgres://user:password@host:5432/database), not "${value.replace(/:[^:@/]*@/, ':***@')}".`);
  }
  if (!POSTGRES_SCHEMES.has(scheme)) throw new Error(`${name} must be a postgres:// or postgresql:// address, not a ${scheme}// one.`);
  return value;
}

export function readDatabaseSettings(env: NodeJS.ProcessEnv, sqliteFile: string): DatabaseSettings {
  const url = env.DATABASE_URL?.trim();
  const readUrl = env.DATABASE_READ_URL?.trim() || undefined;
  if (!url) {
    if (readUrl) throw new Error('DATABASE_READ_URL names a replica of the database of DATABASE_URL, which is not set.');
    return { kind: 'sqlite', file: sqliteFile };
  }
  return { kind: 'postgres', url: postgresUrl('DATABASE_URL', url), readUrl: readUrl && postgresUrl('DATABASE_READ_URL', readUrl) };
}
