// Writes the search tables of migration 007 from IndexedDocs, and reads the records they are built from, a page of
// records at a time (better-sqlite3 cannot write while an iterator is open on the same connection, and a page keeps
// memory bounded on the full-scale database).
import type { Db } from '../../db/database';
import type { IndexedDoc } from '../types';

export interface RecordPageRow {
  id: string;
  body: string;
}

export interface SearchIndexWriter {
  /** The version the index was last built by, or null. */
  builtVersion(): string | null;
  /** Whether the records table holds any record. */
  hasRecords(): boolean;
  /** How many docs the index holds. */
  docCount(): number;
  /** Empties every search table and forgets the version. */
  clear(): void;
  /** Writes docs of one category, in one transaction. */
  write(category: string, docs: IndexedDoc[]): void;
  markBuilt(version: string): void;
  /** The records of a type with keys after `afterId`, in key order, at most `limit`. */
  recordPage(type: string, afterId: string, limit: number): RecordPageRow[];
  /** The body (JSON text) of one record, or null. */
  recordBody(type: string, id: string): string | null;
}

const lower = (text: string) => text.toLowerCase();

export function sqliteIndexWriter(db: Db): SearchIndexWriter {
  const getVersion = db.prepare<[], { value: string }>("SELECT value FROM search_meta WHERE key = 'index_version'");
  const setVersion = db.prepare<[string]>("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('index_version', ?)");
  const setBuiltAt = db.prepare<[string]>("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('built_at', ?)");
  const anyRecord = db.prepare('SELECT 1 FROM records LIMIT 1').pluck();
  const countDocs = db.prepare<[], { count: number }>('SELECT count(*) AS count FROM search_docs');
  const insertDoc = db.prepare<[string, string, string, string]>('INSERT OR REPLACE INTO search_docs (category, id, doc, sort_key) VALUES (?, ?, ?, ?)');
  const insertTerm = db.prepare<[string, string, string, string, string, number]>(
    'INSERT INTO search_terms (category, id, field, value, value_lc, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // A value already known for its category and field returns no row, and is already in the trigram index.
  const insertValue = db.prepare<[string, string, string], { value_id: number }>(
    'INSERT INTO search_values (category, field, value_lc) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING value_id',
  );
  const insertTrigram = db.prepare<[number, string]>('INSERT INTO search_values_trigram (rowid, value_lc) VALUES (?, ?)');
  const insertWords = db.prepare<[string, string, string, string]>('INSERT INTO search_words (category, id, field, text) VALUES (?, ?, ?, ?)');
  const insertNumber = db.prepare<[string, string, string, number]>('INSERT INTO search_numbers (category, id, field, value) VALUES (?, ?, ?, ?)');
  const insertSpan = db.prepare<[string, string, string, string, number, number]>(
    'INSERT INTO search_spans (category, id, field, chromosome, start, end) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const page = db.prepare<[string, string, number], RecordPageRow>('SELECT id, body FROM records WHERE type = ? AND id > ? ORDER BY id LIMIT ?');
  const oneBody = db.prepare<[string, string], string>('SELECT body FROM records WHERE type = ? AND id = ?').pluck();

  const writeDocs = db.transaction((category: string, docs: IndexedDoc[]) => {
    for (const doc of docs) {
      insertDoc.run(category, doc.id, JSON.stringify(doc.doc), doc.sortKey);
      const positions = new Map<string, number>();
      for (const term of doc.terms ?? []) {
        const value = term.value.trim();
        if (value === '') continue;
        const position = positions.get(term.field) ?? 0;
        positions.set(term.field, position + 1);
        const valueLc = lower(value);
        insertTerm.run(category, doc.id, term.field, value, valueLc, position);
        const inserted = insertValue.get(category, term.field, valueLc);
        if (inserted) insertTrigram.run(inserted.value_id, valueLc);
      }
      for (const words of doc.words ?? []) if (words.text.trim() !== '') insertWords.run(category, doc.id, words.field, words.text);
      for (const number of doc.numbers ?? []) if (Number.isFinite(number.value)) insertNumber.run(category, doc.id, number.field, number.value);
      for (const span of doc.spans ?? []) {
        if (!Number.isFinite(span.start) || !Number.isFinite(span.end)) continue;
        insertSpan.run(category, doc.id, span.field, span.chromosome.toUpperCase(), Math.min(span.start, span.end), Math.max(span.start, span.end));
      }
    }
  });

  return {
    builtVersion: () => getVersion.get()?.value ?? null,
    hasRecords: () => anyRecord.get() !== undefined,
    docCount: () => countDocs.get()?.count ?? 0,
    clear: () => {
      db.transaction(() => {
        db.exec(`DELETE FROM search_meta WHERE key IN ('index_version', 'built_at');
          DELETE FROM search_docs;
          DELETE FROM search_terms;
          INSERT INTO search_values_trigram (search_values_trigram) VALUES ('delete-all');
          DELETE FROM search_values;
          DELETE FROM search_words;
          DELETE FROM search_numbers;
          DELETE FROM search_spans;`);
      }).immediate();
    },
    write: (category, docs) => writeDocs.immediate(category, docs),
    markBuilt: (version) => {
      // Statistics for the query planner: with them it drives a query from its most selective criterion.
      db.exec(`PRAGMA analysis_limit = 1000;
        ANALYZE search_docs; ANALYZE search_terms; ANALYZE search_values; ANALYZE search_numbers; ANALYZE search_spans;`);
      setVersion.run(version);
      // A stamp unique to this build: caches of query answers (sqlite/store.ts) are kept per stamp.
      setBuiltAt.run(`${new Date().toISOString()} ${Math.random().toString(36).slice(2)}`);
    },
    recordPage: (type, afterId, limit) => page.all(type, afterId, limit),
    recordBody: (type, id) => oneBody.get(type, id) ?? null,
  };
}
