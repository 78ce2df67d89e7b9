// Writes the search tables of migration 007 from IndexedDocs, and reads the records they are built from, a page of
// records at a time (better-sqlite3 cannot write while an iterator is open on the same connection, and a page keeps
// memory bounded on the full-scale database). Besides a whole build, it replaces the docs of one record in a built
// index (a record write, buildIndex.reindexRecord) and empties one category (a rebuild of that category alone).
import type { Db } from '../../db/database';
import type { IndexedDoc } from '../types';
import type { RecordPageRow, SearchIndexWriter } from '../indexWriter';
import { NAME_PIECE_LENGTH, NAME_PIECE_MIN_DOCS, pieceRanksOf, termRowsOf, type PieceRank } from '../indexRows';
import { nameContainsRanking } from './criteria';
import { prefixUpperBound, SUFFIX_LIMIT, TRIGRAM_MIN } from './ftsText';

/** The page cache while building, in KiB (a negative cache_size): freed when the build ends. */
const BUILD_CACHE_KIB = -512 * 1024;

/** A stamp unique to one state of the index: caches of query answers (sqlite/store.ts, answers/) are kept per stamp. */
const newStamp = () => `${new Date().toISOString()} ${Math.random().toString(36).slice(2)}`;

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
  const insertValueIfNew = db.prepare<[string, string, string]>('INSERT INTO search_values (category, field, value_lc) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  // The distinct values written since the tables were emptied: a value already known for its category and field
  // (a keyword on thousands of loci) costs a set lookup, not a write. Only a build trusts it (it emptied the tables).
  const knownValues = new Set<string>();
  const valueKeyOf = (category: string, field: string, valueLc: string) => `${category}\u0000${field}\u0000${valueLc}`;
  const insertSuffix = db.prepare<[string, string, string, number]>('INSERT OR IGNORE INTO search_suffixes (category, field, suffix, value_id) VALUES (?, ?, ?, ?)');
  const deleteSuffix = db.prepare<[string, string, string, number]>('DELETE FROM search_suffixes WHERE category = ? AND field = ? AND suffix = ? AND value_id = ?');
  const insertTrigram = db.prepare<[number, string]>('INSERT INTO search_values_trigram (rowid, value_lc) VALUES (?, ?)');
  // An external-content FTS5 table forgets a row when told the values it indexed.
  const deleteTrigram = db.prepare<[number, string]>("INSERT INTO search_values_trigram (search_values_trigram, rowid, value_lc) VALUES ('delete', ?, ?)");
  const hasTrigrams = (valueLc: string) => [...valueLc].length > SUFFIX_LIMIT;
  // Shorter text than TRIGRAM_MIN is matched by a scan of the field's values: suffixes of 1-2 characters would only
  // serve it, at two rows per value.
  const valueSuffixes = (valueLc: string) => {
    const characters = [...valueLc];
    const suffixes: string[] = [];
    for (let start = 0; start + TRIGRAM_MIN <= characters.length; start += 1) suffixes.push(characters.slice(start).join(''));
    return suffixes;
  };
  /** A new distinct value: its suffixes when it is short (a name, an identifier), else its trigrams. */
  const indexValue = (category: string, field: string, valueId: number, valueLc: string) => {
    if (hasTrigrams(valueLc)) insertTrigram.run(valueId, valueLc);
    else for (const suffix of valueSuffixes(valueLc)) insertSuffix.run(category, field, suffix, valueId);
  };
  const unindexValue = (category: string, field: string, valueId: number, valueLc: string) => {
    if (hasTrigrams(valueLc)) deleteTrigram.run(valueId, valueLc);
    else for (const suffix of valueSuffixes(valueLc)) deleteSuffix.run(category, field, suffix, valueId);
  };
  /** How a build adds a value: new unless this build wrote it already. */
  const addBuiltValue = (category: string, field: string, valueLc: string) => {
    const valueKey = valueKeyOf(category, field, valueLc);
    if (knownValues.has(valueKey)) return;
    knownValues.add(valueKey);
    indexValue(category, field, Number(insertValue.run(category, field, valueLc).lastInsertRowid), valueLc);
  };
  /** How a write into a built index adds a value: other docs may hold it already. */
  const addValueIfNew = (category: string, field: string, valueLc: string) => {
    const inserted = insertValueIfNew.run(category, field, valueLc);
    if (inserted.changes > 0) indexValue(category, field, Number(inserted.lastInsertRowid), valueLc);
  };
  // Every suffix, from the whole value down to its last character: the docs whose name contains a text of any length
  // are one range of the index (migration 014).
  const insertNameSuffix = db.prepare<[string, string, string, string, number, number, string]>(
    'INSERT OR IGNORE INTO search_name_suffixes (category, field, suffix, id, position, start, sort_key) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const deleteNameSuffix = db.prepare<[string, string, string, string, number]>(
    'DELETE FROM search_name_suffixes WHERE category = ? AND field = ? AND suffix = ? AND id = ? AND position = ?',
  );
  const nameSuffixesOf = (valueLc: string) => {
    const characters = [...valueLc];
    return characters.map((_, start) => ({ suffix: characters.slice(start).join(''), start: start + 1 }));
  };
  const setNameFields = db.prepare<[string, string]>('INSERT OR REPLACE INTO search_meta (key, value) VALUES (?, ?)');
  const insertWords = db.prepare<[string, string, string, string]>('INSERT INTO search_words (category, id, field, text) VALUES (?, ?, ?, ?)');
  const insertWordRow = db.prepare<[string, string, number]>('INSERT INTO search_word_rows (category, id, word_rowid) VALUES (?, ?, ?)');
  const insertNumber = db.prepare<[string, string, string, number]>('INSERT INTO search_numbers (category, id, field, value) VALUES (?, ?, ?, ?)');
  const insertSpan = db.prepare<[string, string, string, string, number, number]>(
    'INSERT INTO search_spans (category, id, field, chromosome, start, end) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const page = db.prepare<[string, string, number], RecordPageRow>('SELECT id, body FROM records WHERE type = ? AND id > ? ORDER BY id LIMIT ?');
  const oneBody = db.prepare<[string, string], string>('SELECT body FROM records WHERE type = ? AND id = ?').pluck();

  const writeDoc = (category: string, doc: IndexedDoc, nameFields: ReadonlySet<string>, addValue: typeof addBuiltValue) => {
    insertDoc.run(category, doc.id, JSON.stringify(doc.doc), doc.sortKey);
    for (const term of termRowsOf(doc)) {
      insertTerm.run(category, doc.id, term.field, term.value, term.valueLc, term.position);
      if (nameFields.has(term.field)) {
        for (const { suffix, start } of nameSuffixesOf(term.valueLc)) insertNameSuffix.run(category, term.field, suffix, doc.id, term.position, start, doc.sortKey);
      }
      addValue(category, term.field, term.valueLc);
    }
    for (const words of doc.words ?? []) {
      if (words.text.trim() === '') continue;
      insertWordRow.run(category, doc.id, Number(insertWords.run(category, doc.id, words.field, words.text).lastInsertRowid));
    }
    for (const number of doc.numbers ?? []) if (Number.isFinite(number.value)) insertNumber.run(category, doc.id, number.field, number.value);
    for (const span of doc.spans ?? []) {
      if (!Number.isFinite(span.start) || !Number.isFinite(span.end)) continue;
      insertSpan.run(category, doc.id, span.field, span.chromosome.toUpperCase(), Math.min(span.start, span.end), Math.max(span.start, span.end));
    }
  };

  const writeDocs = db.transaction((category: string, docs: IndexedDoc[], nameFields: ReadonlySet<string>) => {
    for (const doc of docs) writeDoc(category, doc, nameFields, addBuiltValue);
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

  // One doc's rows, found by its category and id (migration 017).
  const docTerms = db.prepare<[string, string], { term_id: number; field: string; value_lc: string; position: number }>(
    'SELECT term_id, field, value_lc, position FROM search_terms WHERE category = ? AND id = ?',
  );
  const docSortKey = db.prepare<[string, string], string>('SELECT sort_key FROM search_docs WHERE category = ? AND id = ?').pluck();
  const deleteTerm = db.prepare<[number]>('DELETE FROM search_terms WHERE term_id = ?');
  const deleteDoc = db.prepare<[string, string]>('DELETE FROM search_docs WHERE category = ? AND id = ?');
  const deleteDocNumbers = db.prepare<[string, string]>('DELETE FROM search_numbers WHERE category = ? AND id = ?');
  const deleteDocSpans = db.prepare<[string, string]>('DELETE FROM search_spans WHERE category = ? AND id = ?');
  const deleteDocWords = db.prepare<[string, string]>('DELETE FROM search_words WHERE rowid IN (SELECT word_rowid FROM search_word_rows WHERE category = ? AND id = ?)');
  const deleteDocWordRows = db.prepare<[string, string]>('DELETE FROM search_word_rows WHERE category = ? AND id = ?');
  const valueHeld = db.prepare<[string, string, string], number>('SELECT 1 FROM search_terms WHERE category = ? AND field = ? AND value_lc = ? LIMIT 1').pluck();
  const valueIdOf = db.prepare<[string, string, string], number>('SELECT value_id FROM search_values WHERE category = ? AND field = ? AND value_lc = ?').pluck();
  const deleteValue = db.prepare<[number]>('DELETE FROM search_values WHERE value_id = ?');
  const pieceStored = db.prepare<[string, string, string], number>('SELECT 1 FROM search_name_pieces WHERE category = ? AND field = ? AND piece = ? LIMIT 1').pluck();
  const insertPieceRow = db.prepare<[string, string, string, number, number, number, string, string]>(
    'INSERT OR IGNORE INTO search_name_pieces (category, field, piece, r1, r2, r3, sort_key, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const deletePieceRow = db.prepare<[string, string, string, number, number, number, string, string]>(
    'DELETE FROM search_name_pieces WHERE category = ? AND field = ? AND piece = ? AND r1 = ? AND r2 = ? AND r3 = ? AND sort_key = ? AND id = ?',
  );

  interface PieceRow extends PieceRank {
    field: string;
    piece: string;
    sortKey: string;
    id: string;
  }
  const pieceRowsOf = (id: string, sortKey: string, field: string, names: readonly { valueLc: string; position: number }[]): PieceRow[] =>
    [...pieceRanksOf(names)].map(([piece, rank]) => ({ field, piece, sortKey, id, ...rank }));

  /** Removes every row of one doc; answers the values it held and the rows it had in the stored pieces' ranges. */
  const removeDoc = (category: string, id: string, nameFields: ReadonlySet<string>) => {
    const terms = docTerms.all(category, id);
    const sortKey = docSortKey.get(category, id);
    const pieceRows: PieceRow[] = [];
    for (const field of nameFields) {
      const names = terms.filter((term) => term.field === field).map((term) => ({ valueLc: term.value_lc, position: term.position }));
      if (sortKey !== undefined) pieceRows.push(...pieceRowsOf(id, sortKey, field, names));
      for (const name of names) for (const { suffix } of nameSuffixesOf(name.valueLc)) deleteNameSuffix.run(category, field, suffix, id, name.position);
    }
    for (const term of terms) deleteTerm.run(term.term_id);
    deleteDocWords.run(category, id);
    deleteDocWordRows.run(category, id);
    deleteDocNumbers.run(category, id);
    deleteDocSpans.run(category, id);
    deleteDoc.run(category, id);
    return { values: terms.map((term) => ({ field: term.field, valueLc: term.value_lc })), pieceRows };
  };

  const replace = db.transaction((category: string, ids: readonly string[], docs: readonly IndexedDoc[], nameFields: ReadonlySet<string>) => {
    const heldValues: { field: string; valueLc: string }[] = [];
    const oldPieceRows: PieceRow[] = [];
    for (const id of new Set([...ids, ...docs.map((doc) => doc.id)])) {
      const removed = removeDoc(category, id, nameFields);
      heldValues.push(...removed.values);
      oldPieceRows.push(...removed.pieceRows);
    }
    const newPieceRows = docs.flatMap((doc) => {
      const terms = termRowsOf(doc);
      return [...nameFields].flatMap((field) => pieceRowsOf(doc.id, doc.sortKey, field, terms.filter((term) => term.field === field)));
    });
    // Whether each piece is stored is read before its rows change: a piece whose only doc is rewritten stays stored.
    const stored = new Map<string, boolean>();
    const isStored = (row: PieceRow) => {
      const key = `${row.field}\u0000${row.piece}`;
      if (!stored.has(key)) stored.set(key, pieceStored.get(category, row.field, row.piece) !== undefined);
      return stored.get(key)!;
    };
    const storedOld = oldPieceRows.filter(isStored);
    const storedNew = newPieceRows.filter(isStored);
    for (const row of storedOld) deletePieceRow.run(category, row.field, row.piece, row.r1, row.r2, row.r3, row.sortKey, row.id);
    for (const doc of docs) writeDoc(category, doc, nameFields, addValueIfNew);
    for (const row of storedNew) insertPieceRow.run(category, row.field, row.piece, row.r1, row.r2, row.r3, row.sortKey, row.id);
    // A value no term holds any longer would still be found by 'contains' (its suffixes), though it finds no doc.
    for (const { field, valueLc } of heldValues) {
      if (valueHeld.get(category, field, valueLc) !== undefined) continue;
      const valueId = valueIdOf.get(category, field, valueLc);
      if (valueId === undefined) continue;
      unindexValue(category, field, valueId, valueLc);
      deleteValue.run(valueId);
      knownValues.delete(valueKeyOf(category, field, valueLc));
    }
  });

  const countCategory = db.prepare<[string], number>('SELECT count(*) FROM search_docs WHERE category = ?').pluck();
  const setCount = db.prepare<[string, string]>("INSERT OR REPLACE INTO search_meta (key, value) VALUES ('count:' || ?, ?)");
  const deleteCategoryMeta = db.prepare<[string, string]>("DELETE FROM search_meta WHERE key IN ('count:' || ?, 'name_fields:' || ?)");
  const deleteCount = db.prepare<[string]>("DELETE FROM search_meta WHERE key = 'count:' || ?");
  const categoryValues = db.prepare<[string], { value_id: number; value_lc: string }>('SELECT value_id, value_lc FROM search_values WHERE category = ?');
  const deleteCategoryWords = db.prepare<[string]>('DELETE FROM search_words WHERE rowid IN (SELECT word_rowid FROM search_word_rows WHERE category = ?)');
  const clearCategoryTables = [
    'search_word_rows',
    'search_docs',
    'search_terms',
    'search_values',
    'search_suffixes',
    'search_name_suffixes',
    'search_name_pieces',
    'search_numbers',
    'search_spans',
  ].map((table) => db.prepare<[string]>(`DELETE FROM ${table} WHERE category = ?`));
  const clearCategory = db.transaction((category: string) => {
    for (const value of categoryValues.all(category)) if (hasTrigrams(value.value_lc)) deleteTrigram.run(value.value_id, value.value_lc);
    deleteCategoryWords.run(category);
    for (const statement of clearCategoryTables) statement.run(category);
    deleteCategoryMeta.run(category, category);
    for (const key of knownValues) if (key.startsWith(`${category}\u0000`)) knownValues.delete(key);
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
          DELETE FROM search_word_rows;
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
      setBuiltAt.run(newStamp());
    },
    clearCategory: (category) => clearCategory.immediate(category),
    replaceDocs: (category, ids, docs, nameFields = []) => replace.immediate(category, ids, docs, new Set(nameFields)),
    markChanged: (categories) => {
      for (const category of new Set(categories)) {
        // As a build counts: a category without docs has no count.
        const count = countCategory.get(category) ?? 0;
        if (count > 0) setCount.run(category, String(count));
        else deleteCount.run(category);
      }
      setBuiltAt.run(newStamp());
    },
    recordPage: (type, afterId, limit) => page.all(type, afterId, limit),
    recordBody: (type, id) => oneBody.get(type, id) ?? null,
  };
}
