// Writing records on PostgreSQL (seeding, copying a portal's data): many rows per statement, names upper-cased as
// the table's check asks.
import type pg from 'pg';
import type { RecordRow } from '../records';

/** Rows per INSERT: large enough that a full-scale copy is a few thousand statements, small enough for memory. */
const BATCH = 1000;

export async function insertRecords(target: pg.Pool | pg.PoolClient, rows: readonly RecordRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await target.query(
      `INSERT INTO records (type, id, name, accession, body)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [
        batch.map((row) => row.type),
        batch.map((row) => row.id),
        batch.map((row) => (row.name === null ? null : row.name.toUpperCase())),
        batch.map((row) => row.accession),
        batch.map((row) => row.body),
      ],
    );
  }
}

export async function countRecords(target: pg.Pool | pg.PoolClient): Promise<number> {
  const { rows } = await target.query<{ count: number }>('SELECT count(*) AS count FROM records');
  return rows[0]?.count ?? 0;
}
