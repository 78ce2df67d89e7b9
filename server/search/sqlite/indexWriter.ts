// Writes the search tables of migration 007 from IndexedDocs, and reads the records they are built from, a page of
// records at a time (better-sqlite3 cannot write while an iterator is open on the same connection, and a page keeps
// memory bounded on the full-scale database).
import type { Db } from '../../db/database';
import type { IndexedDoc } from '../types';
import { nameContainsRanking } from './criteria';
import { prefixUpperBound, SUFFIX_LIMIT, TRIGRAM_MIN } from './ftsText';

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
  /**
   * Runs a build with a page cache large enough to hold the index B-trees being filled: their rows arrive in no key
   * order, and with the default cache (2 MB) nearly every insert into the full-scale index read and wrote pages.
   */
  withBuildCache<T>(build: () => T): T;
  /**
   * Writes docs of one category, in one transaction. Terms of `nameFields` also get suffix rows that carry their doc
   * (CategoryModule.nameFields).
   */
  write(category: string, docs: IndexedDoc[], nameFields?: readonly string[]): void;
  /**
   * Stores the ranked docs of every frequent piece of a name field (migration 015), replacing those it held: pieces
   * of NAME_PIECE_LENGTH characters that at least `minDocs` docs contain. Call after the field's docs are written.
   * Returns how many pieces it stored.
   */
  writeNamePieces(category: string, field: string, minDocs?: number): number;
  /** Records the version and, per category, the name fields whose suffix rows the build wrote (the store reads them). */
  markBuilt(version: string, nameFields?: Readonly<Record<string, readonly string[]>>): void;
  /** The records of a type with keys after `afterId`, in key order, at most `limit`. */
  recordPage(type: string, afterId: string, limit: number): RecordPageRow[];
  /** The body (JSON text) of one record, or null. */
  recordBody(type: string, id: string): string | null;
}

const lower = (text: string) => text.toLowerCase();
/**
 * A piece of a name is stored ranked when at least this many docs contain it: below it, grouping its suffix rows
 * costs about a millisecond. On the full-scale dataset the gene names have ~1,600 such pieces of 2-8 characters.
 */
export const NAME_PIECE_MIN_DOCS = 300;
/**
 * Lengths of the stored pieces. Typed text is trimmed, so a piece starting or ending with a space is never asked for
 * and not stored. Longer pieces are rarer and fewer docs contain them, and storing every piece of a long name many
 * docs share ('protein kinase family protein') would cost rows for each of its hundreds of pieces.
 */
export const NAME_PIECE_LENGTH = { min: 2, max: 8 } as const;
/** The page cache while building, in KiB (a negative cache_size): freed when the build ends. */
const BUILD_CACHE_KIB = -512 * 1024;

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
  const insertValue = db.prepare<[string, string, string]>('INSERT INTO search_values (category, field, value_lc) VALUES (?, ?, ?)');
  // The distinct values written since the tables were emptied: a value already known for its category and field
  // (a keyword on thousands of loci) costs a set lookup, not a write.
  const knownValues = new Set<string>();
  const insertSuffix = db.prepare<[string, string, string, number]>('INSERT OR IGNORE INTO search_suffixes (category, field, suffix, value_id) VALUES (?, ?, ?, ?)');
  const insertTrigram = db.prepare<[number, string]>('INSERT INTO search_values_trigram (rowid, value_lc) VALUES (?, ?)');
  /** A new distinct value: its suffixes when it is short (a name, an identifier), else its trigrams. */
  const indexValue = (category: string, field: string, valueId: number, valueLc: string) => {
    const characters = [...valueLc];
    if (characters.length > SUFFIX_LIMIT) {
      insertTrigram.run(valueId, valueLc);
      return;
    }
    // Shorter text than TRIGRAM_MIN is matched by a scan of the field's values: suffixes of 1-2 characters would
    // only serve it, at two rows per value.
    for (let start = 0; start + TRIGRAM_MIN <= characters.length; start += 1) insertSuffix.run(category, field, characters.slice(start).join(''), valueId);
  };
  // Every suffix, from the whole value down to its last character: the docs whose name contains a text of any length
  // are one range of the index (migration 014).
  const insertNameSuffix = db.prepare<[string, string, string, string, number, number, string]>(
    'INSERT OR IGNORE INTO search_name_suffixes (category, field, suffix, id, position, start, sort_key) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const indexName = (category: string, doc: IndexedDoc, field: string, valueLc: string, position: number) => {
    const characters = [...valueLc];
    for (let start = 0; start < characters.length; start += 1) {
      insertNameSuffix.run(category, field, characters.slice(start).join(''), doc.id, position, start + 1, doc.sortKey);
    }
  };
  const setNameFields = db.prepare<[string, string]>('INSERT OR REPLACE INTO search_meta (key, value) VALUES (?, ?)');
  const insertWords = db.prepare<[string, string, string, string]>('INSERT INTO search_words (category, id, field, text) VALUES (?, ?, ?, ?)');
  const insertNumber = db.prepare<[string, string, string, number]>('INSERT INTO search_numbers (category, id, field, value) VALUES (?, ?, ?, ?)');
  const insertSpan = db.prepare<[string, string, string, string, number, number]>(
    'INSERT INTO search_spans (category, id, field, chromosome, start, end) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const page = db.prepare<[string, string, number], RecordPageRow>('SELECT id, body FROM records WHERE type = ? AND id > ? ORDER BY id LIMIT ?');
  const oneBody = db.prepare<[string, string], string>('SELECT body FROM records WHERE type = ? AND id = ?').pluck();

  const writeDocs = db.transaction((category: string, docs: IndexedDoc[], nameFields: ReadonlySet<string>) => {
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
        if (nameFields.has(term.field)) indexName(category, doc, term.field, valueLc, position);
        const valueKey = `${category}\u0000${term.field}\u0000${valueLc}`;
        if (knownValues.has(valueKey)) continue;
        knownValues.add(valueKey);
        indexValue(category, term.field, Number(insertValue.run(category, term.field, valueLc).lastInsertRowid), valueLc);
      }
      for (const words of doc.words ?? []) if (words.text.trim() !== '') insertWords.run(category, doc.id, words.field, words.text);
      for (const number of doc.numbers ?? []) if (Number.isFinite(number.value)) insertNumber.run(category, doc.id, number.field, number.value);
      for (const span of doc.spans ?? []) {
        if (!Number.isFinite(span.start) || !Number.isFinite(span.end)) continue;
        insertSpan.run(category, doc.id, span.field, span.chromosome.toUpperCase(), Math.min(span.start, span.end), Math.max(span.start, span.end));
      }
    }
  });

  // Frequent pieces, found level by level: a piece is frequent only if the piece one character shorter is (every doc
  // containing 'kinas' contains 'kina'), so after the first level only the suffix ranges of frequent pieces are read.
  const frequentShortest = db
    .prepare<[number, string, string, number, number], string>(
      `SELECT substr(suffix, 1, ?) AS piece FROM search_name_suffixes WHERE category = ? AND field = ? AND length(suffix) >= ?
       GROUP BY piece HAVING count(DISTINCT id) >= ?`,
    )
    .pluck();
  const frequentLonger = db
    .prepare<[number, string, string, string, string, number, number], string>(
      `SELECT substr(suffix, 1, ?) AS piece FROM search_name_suffixes
       WHERE category = ? AND field = ? AND suffix >= ? AND suffix < ? AND length(suffix) >= ?
       GROUP BY piece HAVING count(DISTINCT id) >= ?`,
    )
    .pluck();
  const deletePieces = db.prepare<[string, string]>('DELETE FROM search_name_pieces WHERE category = ? AND field = ?');
  const piecesOf = (category: string, field: string, minDocs: number): string[] => {
    const found: string[] = [];
    let level = frequentShortest.all(NAME_PIECE_LENGTH.min, category, field, NAME_PIECE_LENGTH.min, minDocs);
    for (let length: number = NAME_PIECE_LENGTH.min; level.length > 0; length += 1) {
      // A leading space stays in every longer piece: none of them is ever asked for.
      const asked = level.filter((piece) => !/^\s/u.test(piece));
      found.push(...asked.filter((piece) => piece.trim() === piece));
      if (length === NAME_PIECE_LENGTH.max) break;
      level = asked.flatMap((piece) => frequentLonger.all(length + 1, category, field, piece, prefixUpperBound(piece), length + 1, minDocs));
    }
    return found;
  };
  // The same grouping a search without stored pieces runs (one field: the SQL text is the same for every piece).
  const insertPiece = db.prepare(
    `INSERT INTO search_name_pieces (category, field, piece, id, r1, r2, r3, sort_key)
     SELECT ?, ?, ?, id, r1, r2, r3, sort_key FROM (${nameContainsRanking('', [''], '').sql})`,
  );
  const writePieces = db.transaction((category: string, field: string, minDocs: number) => {
    deletePieces.run(category, field);
    const pieces = piecesOf(category, field, minDocs);
    for (const piece of pieces) insertPiece.run(category, field, piece, ...nameContainsRanking(category, [field], piece).params);
    return pieces.length;
  });

  return {
    builtVersion: () => getVersion.get()?.value ?? null,
    hasRecords: () => anyRecord.get() !== undefined,
    docCount: () => countDocs.get()?.count ?? 0,
    clear: () => {
      knownValues.clear();
      db.transaction(() => {
        db.exec(`DELETE FROM search_meta WHERE key IN ('index_version', 'built_at') OR key LIKE 'count:%' OR key LIKE 'name_fields:%';
          DELETE FROM search_docs;
          DELETE FROM search_terms;
          INSERT INTO search_values_trigram (search_values_trigram) VALUES ('delete-all');
          DELETE FROM search_values;
          DELETE FROM search_suffixes;
          DELETE FROM search_name_suffixes;
          DELETE FROM search_name_pieces;
          DELETE FROM search_words;
          DELETE FROM search_numbers;
          DELETE FROM search_spans;`);
      }).immediate();
    },
    withBuildCache: (build) => {
      const before = db.pragma('cache_size', { simple: true }) as number;
      db.pragma(`cache_size = ${BUILD_CACHE_KIB}`);
      try {
        return build();
      } finally {
        db.pragma(`cache_size = ${before}`);
      }
    },
    write: (category, docs, nameFields = []) => writeDocs.immediate(category, docs, new Set(nameFields)),
    writeNamePieces: (category, field, minDocs = NAME_PIECE_MIN_DOCS) => writePieces.immediate(category, field, minDocs),
    markBuilt: (version, nameFields = {}) => {
      // Statistics for the query planner: with them it drives a query from its most selective criterion.
      db.exec(`PRAGMA analysis_limit = 1000;
        ANALYZE search_docs; ANALYZE search_terms; ANALYZE search_values; ANALYZE search_suffixes; ANALYZE search_name_suffixes; ANALYZE search_name_pieces; ANALYZE search_numbers; ANALYZE search_spans;`);
      // Each category's doc count: the total of a search without criteria, without counting the category.
      db.exec("INSERT OR REPLACE INTO search_meta (key, value) SELECT 'count:' || category, count(*) FROM search_docs GROUP BY category");
      for (const [category, fields] of Object.entries(nameFields)) if (fields.length > 0) setNameFields.run(`name_fields:${category}`, JSON.stringify(fields));
      setVersion.run(version);
      // A stamp unique to this build: caches of query answers (sqlite/store.ts) are kept per stamp.
      setBuiltAt.run(`${new Date().toISOString()} ${Math.random().toString(36).slice(2)}`);
    },
    recordPage: (type, afterId, limit) => page.all(type, afterId, limit),
    recordBody: (type, id) => oneBody.get(type, id) ?? null,
  };
}
