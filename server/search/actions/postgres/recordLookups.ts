// Records of one type read by key or by name on PostgreSQL, many in one statement: the whole body as stored, or only
// the body fields a caller names, built into a small JSON object by the database. The names of fields are written
// into the SQL, after a check that they are plain JSON keys the code names; every value is a bound parameter.
import type { Queryable } from '../../../db/postgres/connection';
import { isObject, parseBody } from '../json';
import type { BodyFields, StoredRecord } from '../store';

/** A body field as the code names it: a JSON key of letters and digits. */
const BODY_FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/** The select-list entry that reads a record's body (text), or only the fields asked for (jsonb, parsed by pg). */
function bodyColumn(fields: BodyFields | undefined): string {
  if (fields === undefined) return 'body';
  if (fields.length === 0) return "'{}'::jsonb AS body";
  const bad = fields.find((field) => !BODY_FIELD.test(field));
  if (bad !== undefined) throw new Error(`"${bad}" is not a body field name (letters and digits).`);
  return `jsonb_build_object(${fields.map((field) => `'${field}', doc -> '${field}'`).join(', ')}) AS body`;
}

interface Row {
  id: string;
  name: string | null;
  body: unknown;
}

const stored = (row: Row): StoredRecord => ({
  key: row.id,
  name: row.name ?? row.id,
  body: typeof row.body === 'string' ? parseBody(row.body) : isObject(row.body) ? row.body : {},
});

/** The source of the rows: each body parsed once, and only when fields are asked for. */
const fromRecords = (fields: BodyFields | undefined) => (fields === undefined || fields.length === 0 ? 'records' : '(SELECT id, name, type, body::jsonb AS doc FROM records) r');

/** Records of `type` by key; missing keys are left out of the map. */
export async function recordsByKey(db: Queryable, type: string, keys: readonly string[], fields?: BodyFields): Promise<Map<string, StoredRecord>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<Row>(`SELECT id, name, ${bodyColumn(fields)} FROM ${fromRecords(fields)} WHERE type = $1 AND id = ANY($2::text[])`, [type, unique]);
  return new Map(rows.map((row) => [row.id, stored(row)]));
}

/** Records of `type` by stored (upper-cased) name; a name shared by several records gives its first key. */
export async function recordsByName(db: Queryable, type: string, names: readonly string[], fields?: BodyFields): Promise<Map<string, StoredRecord>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<Row>(
    `SELECT DISTINCT ON (name) id, name, ${bodyColumn(fields)} FROM ${fromRecords(fields)}
     WHERE type = $1 AND name = ANY($2::text[]) ORDER BY name, id COLLATE "C"`,
    [type, unique],
  );
  return new Map(rows.map((row) => [row.name ?? row.id, stored(row)]));
}

/**
 * For each id, the record of `type` it names: a key (digits) first, else a name in any case; undefined for none.
 * Two statements however many ids.
 */
export async function recordsByKeyOrName(db: Queryable, type: string, ids: readonly string[], fields?: BodyFields): Promise<(StoredRecord | undefined)[]> {
  const trimmed = ids.map((id) => id.trim());
  const byKey = await recordsByKey(db, type, trimmed.filter((id) => /^\d+$/.test(id)), fields);
  const byName = await recordsByName(db, type, trimmed.filter((id) => !byKey.has(id)).map((id) => id.toUpperCase()), fields);
  return trimmed.map((id) => byKey.get(id) ?? byName.get(id.toUpperCase()));
}

/** The records found, each once, in the order asked. */
export function distinct(records: readonly (StoredRecord | undefined)[]): StoredRecord[] {
  const seen = new Set<string>();
  return records.filter((record): record is StoredRecord => record !== undefined && !seen.has(record.key) && Boolean(seen.add(record.key)));
}
