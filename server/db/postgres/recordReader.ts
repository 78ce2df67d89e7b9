// The record reader over PostgreSQL (migration 001 of server/db/postgres/migrations). Reads of a record go to the
// replica pool: a record is written by seeding, copying or a curator's change, and those writers read through
// the primary themselves.
import type pg from 'pg';
import type { Queryable } from './connection';
import type { RecordReader } from '../recordReader';

const protocolIdForms = (given: string) => (/^\d{1,15}$/.test(given) ? [given, String(Number(given))] : [given]);

const firstId = (result: pg.QueryResult<{ id: string }>) => result.rows[0]?.id ?? null;

export function postgresRecordReader(pool: Queryable): RecordReader {
  return {
    async page(type, afterId, limit) {
      const { rows } = await pool.query<{ id: string; body: string }>({
        name: 'record-page',
        // COLLATE "C": key order is byte order, as on SQLite, whatever the database's collation.
        text: 'SELECT id, body FROM records WHERE type = $1 AND id COLLATE "C" > $2 ORDER BY id COLLATE "C" LIMIT $3',
        values: [type, afterId, limit],
      });
      return rows;
    },
    async sequenceSourcesVersion() {
      const { rows } = await pool.query<{ version: number }>({ name: 'sequence-sources-version', text: 'SELECT version FROM sequence_sources_version WHERE id = 1' });
      return rows[0]?.version ?? 0;
    },
    async body(type, key) {
      const { rows } = await pool.query<{ body: string }>({ name: 'record-body', text: 'SELECT body FROM records WHERE type = $1 AND id = $2', values: [type, key] });
      return rows[0]?.body;
    },
    async person(key) {
      const { rows } = await pool.query<{ body: string; hides_email: boolean }>({
        name: 'record-person',
        text: `SELECT body,
                 (body::jsonb ? 'email') AND (body::jsonb -> 'email') <> 'null'::jsonb
                   AND NOT coalesce((body::jsonb -> 'displayEmail') IN ('true'::jsonb, '"T"'::jsonb), false) AS hides_email
               FROM records WHERE type = 'person' AND id = $1`,
        values: [key],
      });
      const row = rows[0];
      return row && { body: row.body, hidesEmail: row.hides_email };
    },
    async idByName(type, name) {
      return firstId(
        await pool.query({ name: 'record-id-by-name', text: 'SELECT id FROM records WHERE type = $1 AND name = $2 ORDER BY id COLLATE "C" LIMIT 1', values: [type, name.trim().toUpperCase()] }),
      );
    },
    async idByAccession(type, accession) {
      return firstId(
        await pool.query({
          name: 'record-id-by-accession',
          text: `(SELECT id FROM records WHERE type = $1 AND lower(accession) = lower($2) LIMIT 1)
                 UNION ALL (SELECT id FROM records WHERE type = $1 AND id = $2)
                 LIMIT 1`,
          values: [type, accession.trim()],
        }),
      );
    },
    async idByProtocolId(protocolId) {
      return firstId(
        await pool.query({
          name: 'record-id-by-protocol-id',
          // The id as given and as a number ('012' finds protocol 12), as the SQLite reader compares it.
          text: `SELECT id FROM records WHERE type = 'protocol' AND body::jsonb ->> 'protocolId' = ANY($1) ORDER BY id COLLATE "C" LIMIT 1`,
          values: [protocolIdForms(protocolId.trim())],
        }),
      );
    },
  };
}
