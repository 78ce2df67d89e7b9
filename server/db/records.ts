// Prepared statements over the records table (migration 001). Every value is a bound parameter.
import type { Db } from './database';

export interface RecordRow {
  type: string;
  id: string;
  /** Stored upper-cased; null when the record has no name. */
  name: string | null;
  /** Compared without case; null when the record has no accession besides its key. */
  accession: string | null;
  /** The record as it is served: JSON text. */
  body: string;
}

export type RecordStore = ReturnType<typeof recordStore>;

export function recordStore(db: Db) {
  const bodyByKey = db.prepare<[string, string], { body: string }>('SELECT body FROM records WHERE type = ? AND id = ?');
  // 000 §6: whether the person hides an e-mail address the record holds; shown only when displayEmail is 'T' or true,
  // as the person page reads it (sections/person.ts).
  const personByKey = db.prepare<[string], { body: string; hidesEmail: number }>(
    `SELECT body,
       json_extract(body, '$.email') IS NOT NULL
         AND NOT (json_type(body, '$.displayEmail') IS 'true' OR json_extract(body, '$.displayEmail') IS 'T') AS hidesEmail
     FROM records WHERE type = 'person' AND id = ?`,
  );
  const idByName = db.prepare<[string, string], { id: string }>(
    // '+id' keeps SQLite on the (type, name) index instead of walking the whole type in key order.
    'SELECT id FROM records WHERE type = ? AND name = ? ORDER BY +id LIMIT 1',
  );
  // An accession is either the record's accession (e.g. "Locus:2200935") or its bare number, which is its key.
  const idByAccession = db.prepare<{ type: string; accession: string }, { id: string }>(
    `SELECT id FROM records WHERE type = @type AND accession = @accession
     UNION ALL SELECT id FROM records WHERE type = @type AND id = @accession
     LIMIT 1`,
  );
  // Served by the partial index of migration 005; the id arrives as text and is stored as a number or a string.
  const idByProtocolId = db.prepare<{ protocolId: string }, { id: string }>(
    `SELECT id FROM records WHERE type = 'protocol' AND json_extract(body, '$.protocolId') IN (@protocolId, CAST(@protocolId AS INTEGER))
     ORDER BY id LIMIT 1`,
  );
  const page = db.prepare<[string, string, number], { id: string; body: string }>('SELECT id, body FROM records WHERE type = ? AND id > ? ORDER BY id LIMIT ?');
  const remove = db.prepare<[string, string]>('DELETE FROM records WHERE type = ? AND id = ?');
  const sourcesVersion = db.prepare<[], number>('SELECT version FROM sequence_sources_version WHERE id = 1').pluck();
  const countAll = db.prepare<[], { count: number }>('SELECT count(*) AS count FROM records');
  const insert = db.prepare<RecordRow>(
    'INSERT INTO records (type, id, name, accession, body) VALUES (@type, @id, @name, @accession, @body)',
  );

  return {
    /** The record's JSON text, or undefined. */
    body: (type: string, key: string) => bodyByKey.get(type, key)?.body,
    /** A person's JSON text and whether it holds an e-mail address the person has chosen to hide; or undefined. */
    person: (key: string) => {
      const row = personByKey.get(key);
      return row && { body: row.body, hidesEmail: row.hidesEmail === 1 };
    },
    idByName: (type: string, name: string) => idByName.get(type, name.trim().toUpperCase())?.id ?? null,
    idByAccession: (type: string, accession: string) => idByAccession.get({ type, accession: accession.trim() })?.id ?? null,
    /** 002 §7: a protocol's own id to its key. */
    idByProtocolId: (protocolId: string) => idByProtocolId.get({ protocolId: protocolId.trim() })?.id ?? null,
    page: (type: string, afterId: string, limit: number) => page.all(type, afterId, limit),
    count: () => countAll.get()?.count ?? 0,
    /** Raised by every change to a gene, locus or protein record (migration 022). */
    sequenceSourcesVersion: () => sourcesVersion.get() ?? 0,
    insert: (row: RecordRow) => {
      insert.run({ ...row, name: row.name === null ? null : row.name.toUpperCase() });
    },
    /** Deletes the record; whether there was one. */
    remove: (type: string, key: string) => remove.run(type, key).changes > 0,
  };
}
