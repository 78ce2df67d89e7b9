// Brings the gene actions' derived rows (PostgreSQL migration 008) up to date: the loci the triggers queued, a batch
// at a time, each batch in one transaction under an advisory lock. Several server processes (and their workers) share
// the database: the lock lets one of them derive a batch while the others wait and then find it done, and a locus
// written by any process meanwhile is queued again by the trigger and derived by the next read.
import type pg from 'pg';
import { LOCK } from '../../../db/postgres/advisoryLocks';
import { inTransaction, type Queryable } from '../../../db/postgres/connection';
import { locusAnnotationRows, locusSummaryRow } from '../derivedRows';
import { parseBody } from '../json';

/** Loci per transaction: about 20 MB of bodies at full scale, and a lock held a second or so. */
const REFRESH_BATCH = 2_000;

async function deriveBatch(client: pg.PoolClient): Promise<number> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...LOCK.geneActionRows]);
  // The queue rows are taken before the bodies are read: a write that commits after this read queues its locus again
  // (the trigger's comment in the migration says why it cannot slip between the two).
  const { rows: taken } = await client.query<{ id: string }>(
    `DELETE FROM locus_derivation_queue WHERE locus_id IN (SELECT locus_id FROM locus_derivation_queue LIMIT $1)
     RETURNING locus_id AS id`,
    [REFRESH_BATCH],
  );
  if (taken.length === 0) return 0;
  const ids = taken.map((row) => row.id);
  await client.query('DELETE FROM locus_summaries WHERE locus_id = ANY($1::text[])', [ids]);
  await client.query('DELETE FROM locus_annotations WHERE locus_id = ANY($1::text[])', [ids]);
  const { rows: loci } = await client.query<{ id: string; name: string | null; body: string }>(
    "SELECT id, name, body FROM records WHERE type = 'locus' AND id = ANY($1::text[])",
    [ids],
  );
  const summaries = loci.map((locus) => {
    const body = parseBody(locus.body);
    const summary = locusSummaryRow(locus.id, locus.name, body);
    return { summary: { ...summary, obsolete: summary.obsolete === 1 }, annotations: locusAnnotationRows(locus.id, body) };
  });
  // The rows travel as one JSON parameter each, read back into the tables' own row types.
  await client.query('INSERT INTO locus_summaries SELECT * FROM jsonb_populate_recordset(NULL::locus_summaries, $1::jsonb)', [
    JSON.stringify(summaries.map((locus) => locus.summary)),
  ]);
  await client.query('INSERT INTO locus_annotations SELECT * FROM jsonb_populate_recordset(NULL::locus_annotations, $1::jsonb)', [
    JSON.stringify(summaries.flatMap((locus) => locus.annotations)),
  ]);
  return ids.length;
}

/** Derives the rows of every queued locus; resolves to how many loci it read. One indexed look when none is queued. */
export async function refreshDerivedRows(db: Queryable): Promise<number> {
  let read = 0;
  for (;;) {
    const { rows } = await db.query<{ queued: boolean }>('SELECT EXISTS (SELECT 1 FROM locus_derivation_queue) AS queued');
    if (!rows[0]?.queued) return read;
    const derived = await inTransaction(db, deriveBatch);
    // Another process took the queued loci first: they are derived by the time its transaction has committed.
    if (derived === 0) return read;
    read += derived;
  }
}
