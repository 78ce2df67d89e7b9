// Moves a portal's data from its SQLite file to an empty PostgreSQL database (migrated first): every table of
// COPIED_TABLES in one transaction, a few thousand rows per statement, then the row counts of both sides compared.
// A target that already holds rows is refused rather than merged into. The search index is then built on the target
// from the copied records.
import type { Db } from '../database';
import { inTransaction, type PostgresConnection } from '../postgres/connection';
import { runPostgresMigrations } from '../postgres/migrations';
import { buildPostgresSearchIndex } from '../../search/postgres/buildIndex';
import { COPIED_TABLES, type CopiedTable } from './copiedTables';

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

export interface CopiedCount {
  table: string;
  rows: number;
}

export class CopyRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefusedError';
  }
}

const valueOf = (table: CopiedTable, column: string, value: unknown) =>
  table.booleans?.includes(column) && typeof value === 'number' ? value !== 0 : value;

export async function copyToPostgres(source: Db, target: PostgresConnection, log: (line: string) => void = () => {}): Promise<CopiedCount[]> {
  await runPostgresMigrations(target.primary);
  const counts: CopiedCount[] = [];
  await inTransaction(target.primary, async (client) => {
    for (const table of COPIED_TABLES) {
      const { rows } = await client.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table.name}) AS present`);
      if (rows[0]?.present) throw new CopyRefusedError(`The target's ${table.name} table already holds rows: copy into an empty database.`);
    }
    for (const table of COPIED_TABLES) {
      const batch = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
      const insert = async (page: Record<string, unknown>[]) => {
        const values = page.flatMap((row) => table.columns.map((column) => valueOf(table, column, row[column])));
        const tuples = page.map((_, row) => `(${table.columns.map((__, column) => `$${row * table.columns.length + column + 1}`).join(', ')})`);
        await client.query(`INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
      };
      // One pass over the source table; its rows go out a batch at a time (the SQLite connection reads nothing else meanwhile).
      let copied = 0;
      let page: Record<string, unknown>[] = [];
      for (const row of source.prepare(`SELECT ${table.columns.join(', ')} FROM ${table.name}`).iterate() as IterableIterator<Record<string, unknown>>) {
        page.push(row);
        if (page.length === batch) {
          await insert(page);
          copied += page.length;
          page = [];
        }
      }
      if (page.length > 0) {
        await insert(page);
        copied += page.length;
      }
      if (table.identity) {
        await client.query(`SELECT setval(pg_get_serial_sequence('${table.name}', '${table.identity}'), greatest((SELECT max(${table.identity}) FROM ${table.name}), 1))`);
      }
      log(`${table.name}: ${copied} rows`);
      counts.push({ table: table.name, rows: copied });
    }
    // Every row arrived: compared on both sides before the transaction commits.
    for (const { table, rows } of counts) {
      const sourceRows = (source.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      const { rows: target } = await client.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
      if (sourceRows !== rows || target[0]?.n !== rows) {
        throw new Error(`${table}: ${sourceRows} rows in the SQLite file, ${rows} read, ${target[0]?.n ?? 0} in PostgreSQL.`);
      }
    }
  });
  const docs = await buildPostgresSearchIndex(target.primary);
  log(`search index: ${docs} docs`);
  return counts;
}
