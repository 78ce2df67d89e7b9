// `npm run db:migrate`: brings the PostgreSQL database of DATABASE_URL up to the migrations in
// server/db/postgres/migrations (each once, in name order; a changed applied file stops it). A server process does
// the same at its start; this is for a deployment that migrates before it starts any. The embedded SQLite database
// migrates itself when the server opens it.
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../server/db/postgres/connection.ts';
import { runPostgresMigrations } from '../server/db/postgres/migrations.ts';

export async function migrate(url: string, log: (line: string) => void = console.log): Promise<string[]> {
  const connection = await openPostgres(url, { maxConnections: 1 });
  try {
    const applied = await runPostgresMigrations(connection.primary);
    log(applied.length === 0 ? 'The database is up to date: no migration to apply.' : `Applied ${applied.length} migration(s): ${applied.join(', ')}`);
    return applied;
  } finally {
    await connection.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the PostgreSQL database to migrate (postgres://user@host:port/database).');
    process.exit(2);
  }
  migrate(url).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
