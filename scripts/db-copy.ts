// npm run db:copy -- --from <sqlite file> --to <postgres url>: moves a portal's data from its SQLite file into an
// empty PostgreSQL database (migrating it first), compares the row counts of every table, and builds the search index
// there from the copied records. The SQLite file is only read.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.ts';
import { copyToPostgres } from '../server/db/copy/copyToPostgres.ts';
import { openPostgres } from '../server/db/postgres/connection.ts';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to) {
  console.error('Usage: npm run db:copy -- --from <sqlite file> --to <postgres url>');
  process.exit(2);
}
if (!existsSync(values.from)) {
  console.error(`There is no SQLite file at ${values.from}.`);
  process.exit(2);
}

const source = openDatabase(values.from);
try {
  const target = await openPostgres(values.to, { maxConnections: 2, settingName: '--to' });
  try {
    const started = performance.now();
    const counts = await copyToPostgres(source, target, (line) => console.log(`  ${line}`));
    const rows = counts.reduce((sum, count) => sum + count.rows, 0);
    console.log(`Copied ${rows.toLocaleString('en')} rows of ${counts.length} tables in ${((performance.now() - started) / 1000).toFixed(1)} s; every table's count matches.`);
  } finally {
    await target.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  source.close();
}
