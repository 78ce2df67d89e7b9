// Writes the search tables of PostgreSQL migration 006 from IndexedDocs, and reads the records they are built from.
// Each call runs in a transaction: the caller's when it is given a client inside one (a record write reindexes in
// the write's own transaction), else one of its own on the pool. Rows go many per statement (arrays unnested).
import { randomBytes } from 'node:crypto';
import { inTransaction, type Queryable } from '../../db/postgres/connection';
import type { AsyncSearchIndexWriter, RecordPageRow } from '../indexWriter';
import { NAME_PIECE_MIN_DOCS, termRowsOf } from '../indexRows';
import type { IndexedDoc } from '../types';
import { pieceRowsBefore, replacePieceRows, writeNamePieces } from './namePieces';
import { tokensOf, tsvectorOf } from './wordsText';

const SEARCH_TABLES = ['search_docs', 'search_terms', 'search_words', 'search_numbers', 'search_spans'] as const;
/** The stored frequent pieces of names (migration 013), derived from the terms of the tables above. */
const PIECE_TABLES = ['search_name_pieces', 'search_name_piece_set'] as const;

/** A stamp unique to one state of the index (as the SQLite writer's): caches of answers are kept per stamp. */
const newStamp = () => `${new Date().toISOString()} ${randomBytes(6).toString('hex')}`;

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Merges the pending lists of the search tables' GIN indexes into the indexes proper (migration 012 says why): a build
 * writes millions of entries through those lists, and a search reads whatever is left in them. Only the indexes'
 * owner may; a process connected as another role leaves the merge to VACUUM, the lists being small (migration 012).
 */
async function mergeGinPendingLists(db: Queryable): Promise<void> {
  try {
    await db.query(
      `SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
       WHERE am.amname = 'gin' AND i.indrelid = ANY($1::regclass[])`,
      [SEARCH_TABLES],
    );
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
  }
}

const setMeta = (db: Queryable, key: string, value: string) =>
  db.query('INSERT INTO search_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);

/** The columns of each table, one array per column, for one INSERT … SELECT FROM unnest(…). */
function rowsOf(docs: readonly IndexedDoc[]) {
  // A doc id written twice keeps its last doc row (as INSERT OR REPLACE on SQLite); its other rows all stay.
  const docRows = new Map<string, IndexedDoc>();
  const terms = { id: [] as string[], field: [] as string[], value: [] as string[], valueLc: [] as string[], position: [] as number[] };
  const words = { id: [] as string[], field: [] as string[], words: [] as string[], phrase: [] as string[], textLc: [] as string[] };
  const numbers = { id: [] as string[], field: [] as string[], value: [] as number[] };
  const spans = { id: [] as string[], field: [] as string[], chromosome: [] as string[], start: [] as number[], end: [] as number[] };
  for (const doc of docs) {
    docRows.set(doc.id, doc);
    for (const term of termRowsOf(doc)) {
      terms.id.push(doc.id);
      terms.field.push(term.field);
      terms.value.push(term.value);
      terms.valueLc.push(term.valueLc);
      terms.position.push(term.position);
    }
    for (const prose of doc.words ?? []) {
      if (prose.text.trim() === '') continue;
      const tokens = tokensOf(prose.text);
      words.id.push(doc.id);
      words.field.push(prose.field);
      words.words.push(tsvectorOf(tokens));
      words.phrase.push(tokens.join(' '));
      words.textLc.push(prose.text.trim().toLowerCase());
    }
    for (const number of doc.numbers ?? []) {
      if (!Number.isFinite(number.value)) continue;
      numbers.id.push(doc.id);
      numbers.field.push(number.field);
      numbers.value.push(number.value);
    }
    for (const span of doc.spans ?? []) {
      if (!Number.isFinite(span.start) || !Number.isFinite(span.end)) continue;
      spans.id.push(doc.id);
      spans.field.push(span.field);
      spans.chromosome.push(span.chromosome.toUpperCase());
      spans.start.push(Math.floor(Math.min(span.start, span.end)));
      spans.end.push(Math.ceil(Math.max(span.start, span.end)));
    }
  }
  return { docs: [...docRows.values()], terms, words, numbers, spans };
}

async function insertDocs(db: Queryable, category: string, docs: readonly IndexedDoc[]): Promise<void> {
  if (docs.length === 0) return;
  const rows = rowsOf(docs);
  await db.query(
    `INSERT INTO search_docs (category, id, doc, sort_key) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])
     ON CONFLICT (category, id) DO UPDATE SET doc = excluded.doc, sort_key = excluded.sort_key`,
    [category, rows.docs.map((doc) => doc.id), rows.docs.map((doc) => JSON.stringify(doc.doc)), rows.docs.map((doc) => doc.sortKey)],
  );
  const { terms, words, numbers, spans } = rows;
  if (terms.id.length > 0) {
    await db.query(
      `INSERT INTO search_terms (category, id, field, value, value_lc, position)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
      [category, terms.id, terms.field, terms.value, terms.valueLc, terms.position],
    );
  }
  if (words.id.length > 0) {
    await db.query(
      `INSERT INTO search_words (category, id, field, words, phrase, text_lc)
       SELECT $1, u.id, u.field, u.words::tsvector, u.phrase, u.text_lc FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(id, field, words, phrase, text_lc)`,
      [category, words.id, words.field, words.words, words.phrase, words.textLc],
    );
  }
  if (numbers.id.length > 0) {
    await db.query('INSERT INTO search_numbers (category, id, field, value) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::float8[])', [
      category,
      numbers.id,
      numbers.field,
      numbers.value,
    ]);
  }
  if (spans.id.length > 0) {
    await db.query(
      `INSERT INTO search_spans (category, id, field, chromosome, span)
       SELECT $1, u.id, u.field, u.chromosome, int8range(u.start, u.finish, '[]') FROM unnest($2::text[], $3::text[], $4::text[], $5::int8[], $6::int8[]) AS u(id, field, chromosome, start, finish)`,
      [category, spans.id, spans.field, spans.chromosome, spans.start, spans.end],
    );
  }
}

export function postgresIndexWriter(db: Queryable): AsyncSearchIndexWriter {
  // Every build and record write ends by writing a new stamp in its transaction: every server process's store reads
  // the row (postgres/store.ts indexStamp), so all of them stop serving answers kept under the old one at once.
  const markChanged = async () => void (await setMeta(db, 'stamp', newStamp()));
  return {
    async builtVersion() {
      const { rows } = await db.query<{ value: string }>("SELECT value FROM search_meta WHERE key = 'index_version'");
      return rows[0]?.value ?? null;
    },
    async hasRecords() {
      return (await db.query('SELECT 1 FROM records LIMIT 1')).rows.length > 0;
    },
    async docCount() {
      const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM search_docs');
      return rows[0]?.count ?? 0;
    },
    async clear() {
      await inTransaction(db, async (client) => {
        await client.query(`TRUNCATE ${[...SEARCH_TABLES, ...PIECE_TABLES].join(', ')}`);
        await client.query("DELETE FROM search_meta WHERE key IN ('index_version', 'stamp')");
      });
    },
    write: (category, docs) => inTransaction(db, (client) => insertDocs(client, category, docs)),
    writeNamePieces: (category, field, minDocs = NAME_PIECE_MIN_DOCS) => inTransaction(db, (client) => writeNamePieces(client, category, field, minDocs)),
    async markBuilt(version) {
      // Statistics for the planner, so it drives a query from its most selective criterion.
      await db.query(`ANALYZE ${[...SEARCH_TABLES, ...PIECE_TABLES].join(', ')}`);
      await mergeGinPendingLists(db);
      await inTransaction(db, async (client) => {
        await setMeta(client, 'index_version', version);
        await setMeta(client, 'stamp', newStamp());
      });
    },
    clearCategory: (category) =>
      inTransaction(db, async (client) => {
        for (const table of [...SEARCH_TABLES, ...PIECE_TABLES]) await client.query(`DELETE FROM ${table} WHERE category = $1`, [category]);
      }),
    // The stored pieces' rows of the replaced docs are read before their terms go and follow the new docs' names.
    replaceDocs: (category, ids, docs) =>
      inTransaction(db, async (client) => {
        const replaced = [...new Set([...ids, ...docs.map((doc) => doc.id)])];
        const before = await pieceRowsBefore(client, category, replaced);
        for (const table of SEARCH_TABLES) await client.query(`DELETE FROM ${table} WHERE category = $1 AND id = ANY($2::text[])`, [category, replaced]);
        await insertDocs(client, category, docs);
        await replacePieceRows(client, category, replaced, before);
      }),
    markChanged,
    async recordPage(type, afterId, limit): Promise<RecordPageRow[]> {
      // Keys in byte order, as SQLite orders them, whatever the database's collation.
      const { rows } = await db.query<RecordPageRow>('SELECT id, body FROM records WHERE type = $1 AND id COLLATE "C" > $2 ORDER BY id COLLATE "C" LIMIT $3', [
        type,
        afterId,
        limit,
      ]);
      return rows;
    },
    async recordBody(type, id) {
      const { rows } = await db.query<{ body: string }>('SELECT body FROM records WHERE type = $1 AND id = $2', [type, id]);
      return rows[0]?.body ?? null;
    },
  };
}
