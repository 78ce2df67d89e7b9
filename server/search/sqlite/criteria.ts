// Criteria → SQL over the search tables of migration 007. Each criterion becomes a condition on `d.id` (the doc row
// of search_docs) with its bound parameters; the one that orders by relevance becomes a ranking subquery
// r(id, r1, r2, r3) instead, joined to the docs. Values are always parameters, never spliced into the SQL text;
// only the shape (how many fields, which criterion kinds) changes the text, so statements can be cached by it.
import type { Criterion, RankedCriterion, SearchMethod, TextCriterion, WordsCriterion } from '../types';
import { likeContains, phraseAtStart, prefixUpperBound, TRIGRAM_MIN, trigramPhrase, wordQuery } from './ftsText';

export interface Sql {
  sql: string;
  params: unknown[];
}

/** A ranking subquery r(id, r1, r2, r3); with `sortKey`, it also answers each doc's sort_key (no doc row to join). */
export interface Ranking extends Sql {
  sortKey?: boolean;
  /**
   * The rows come from one range of an index whose key is the ranking order (search_name_pieces): the page is its
   * first rows, so the store must not copy them into a temporary table first.
   */
  inKeyOrder?: boolean;
}

/** Whether the index holds the ranked docs of a frequent piece of a name field (migration 015). */
export interface NamePieces {
  has(category: string, field: string, piece: string): boolean;
}
const NO_NAME_PIECES: NamePieces = { has: () => false };

/** The name fields of the category being searched: those the index holds per-doc suffix rows for (migration 014). */
export type NameFields = ReadonlySet<string>;
const NO_NAME_FIELDS: NameFields = new Set();

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const lower = (text: string) => text.trim().toLowerCase();
const characters = (text: string) => [...text].length;
const NOTHING: Sql = { sql: '0', params: [] };

/** Optional conditions: each is added only when its value is given. */
class Bounds {
  sql = '';
  constructor(readonly params: unknown[]) {}
  add(condition: string, value: unknown) {
    if (value === undefined) return;
    this.sql += condition;
    this.params.push(value);
  }
}

/**
 * search_terms rows (alias t) of the fields whose value matches the text by the method: a FROM clause with its WHERE,
 * to follow `SELECT ... FROM`.
 */
function termMatch(category: string, fields: string[], method: TextCriterion['method'], text: string): Sql {
  const value = lower(text);
  const fieldList = placeholders(fields.length);
  const scope = `t.category = ? AND t.field IN (${fieldList})`;
  const scopeParams = [category, ...fields];
  const terms = (sql: string, params: unknown[]): Sql => ({ sql: `search_terms t WHERE ${scope}${sql}`, params: [...scopeParams, ...params] });
  if (method === 'exactly') return terms(' AND t.value_lc = ?', [value]);
  if (method === 'starts_with') return terms(' AND t.value_lc >= ? AND t.value_lc < ?', [value, prefixUpperBound(value)]);
  // Text shorter than a trigram: a scan of the distinct values of the asked fields.
  if (characters(value) < TRIGRAM_MIN) {
    return terms(` AND t.value_lc IN (SELECT v.value_lc FROM search_values v WHERE v.category = ? AND v.field IN (${fieldList}) AND v.value_lc LIKE ? ESCAPE '\\')`, [
      ...scopeParams,
      likeContains(value),
    ]);
  }
  // A short value contains the text when one of its suffixes starts with it: one range of the suffix index. Long
  // values (over SUFFIX_LIMIT characters) are in the trigram index instead, so the two never return the same value
  // (UNION ALL, no deduplication). The matching distinct values then drive the join into the covering term index:
  // joined rather than tested with IN, which would first copy thousands of ids and values into temporary B-trees
  // (a 'contains' matching ~4,000 loci took 19 ms that way, 12 ms joined).
  return {
    sql: `(SELECT v.value_lc AS value_lc
           FROM (SELECT s.value_id AS value_id FROM search_suffixes s
                 WHERE s.category = ? AND s.field IN (${fieldList}) AND s.suffix >= ? AND s.suffix < ?
                 UNION ALL SELECT rowid FROM search_values_trigram WHERE search_values_trigram MATCH ?) x
           CROSS JOIN search_values v ON v.value_id = x.value_id
           WHERE v.category = ? AND v.field IN (${fieldList})) m
          CROSS JOIN search_terms t WHERE ${scope} AND t.value_lc = m.value_lc`,
    params: [...scopeParams, value, prefixUpperBound(value), trigramPhrase(value), ...scopeParams, ...scopeParams],
  };
}

/**
 * 'contains' on name fields only: the suffix rows (alias c) of those fields starting with the text, one range of the
 * index whatever the text's length; null when a field is not a name field (the value-level path of termMatch then).
 */
function nameMatch(category: string, fields: string[], method: SearchMethod, text: string, nameFields: NameFields): Sql | null {
  if (method !== 'contains' || !fields.every((field) => nameFields.has(field))) return null;
  return nameSuffixRange(category, fields, lower(text));
}

const nameSuffixRange = (category: string, fields: readonly string[], value: string): Sql => ({
  sql: `search_name_suffixes c WHERE c.category = ? AND c.field IN (${placeholders(fields.length)}) AND c.suffix >= ? AND c.suffix < ?`,
  params: [category, ...fields, value, prefixUpperBound(value)],
});

/**
 * The rank of every doc whose names in `fields` contain the text, grouped from the suffix rows: r(id, r1, r2, r3,
 * sort_key). A suffix starting at the value's first character is the whole value: equal to the text when it is the
 * text. The earliest start of a matching suffix is where the text first occurs in that value (instr). The build
 * stores this same answer for frequent pieces (indexWriter.writeNamePieces), so both paths rank alike.
 */
export function nameContainsRanking(category: string, fields: readonly string[], text: string): Sql {
  const value = lower(text);
  const range = nameSuffixRange(category, fields, value);
  return {
    sql: `SELECT c.id AS id, min(c.start <> 1 OR c.suffix <> ?) AS r1, min(c.start) AS r2, min(c.position) AS r3, max(c.sort_key) AS sort_key
          FROM ${range.sql} GROUP BY c.id`,
    params: [value, ...range.params],
  };
}

/** search_words rows matching the text's words by the method (alias w); null when the text has no words. */
function wordMatch(category: string, text: string, fields: string[] | undefined, method: SearchMethod = 'contains'): Sql | null {
  const query = method === 'contains' ? wordQuery(text) : phraseAtStart(text, method === 'exactly');
  if (query === null) return null;
  const fieldSql = fields && fields.length > 0 ? ` AND w.field IN (${placeholders(fields.length)})` : '';
  // exactly: the phrase found at the start is the whole text. Typed text is lower-cased in JavaScript; the stored
  // text by SQLite's lower(), which folds ASCII letters only, so an exact match of other letters needs their case.
  const exact = method === 'exactly' ? ' AND lower(trim(w.text)) = ?' : '';
  return {
    sql: `search_words w WHERE search_words MATCH ? AND w.category = ?${fieldSql}${exact}`,
    params: [query, category, ...(fields ?? []), ...(method === 'exactly' ? [lower(text)] : [])],
  };
}

/** A condition on d.id. */
export function condition(category: string, criterion: Criterion, nameFields: NameFields = NO_NAME_FIELDS): Sql {
  switch (criterion.kind) {
    case 'text': {
      if (criterion.fields.length === 0 || lower(criterion.value) === '') return NOTHING;
      const names = nameMatch(category, criterion.fields, criterion.method, criterion.value, nameFields);
      if (names) return { sql: `d.id IN (SELECT c.id FROM ${names.sql})`, params: names.params };
      const match = termMatch(category, criterion.fields, criterion.method, criterion.value);
      return { sql: `d.id IN (SELECT t.id FROM ${match.sql})`, params: match.params };
    }
    case 'anyOf': {
      if (criterion.values.length === 0) return NOTHING;
      // The values travel as one JSON array: one statement for any number of them (a gene list holds up to 10,000).
      return {
        sql: 'd.id IN (SELECT t.id FROM search_terms t WHERE t.category = ? AND t.field = ? AND t.value_lc IN (SELECT value FROM json_each(?)))',
        params: [category, criterion.field, JSON.stringify(criterion.values.map(lower))],
      };
    }
    case 'range': {
      const bounds = new Bounds([category, criterion.field]);
      bounds.add(' AND n.value >= ?', criterion.min);
      bounds.add(' AND n.value <= ?', criterion.max);
      return { sql: `d.id IN (SELECT n.id FROM search_numbers n WHERE n.category = ? AND n.field = ?${bounds.sql})`, params: bounds.params };
    }
    case 'span': {
      const bounds = new Bounds([category, criterion.field]);
      bounds.add(' AND s.chromosome = ?', criterion.chromosome?.toUpperCase());
      // Overlap: the span starts before the range ends and ends after it starts.
      bounds.add(' AND s.start <= ?', criterion.max);
      bounds.add(' AND s.end >= ?', criterion.min);
      return { sql: `d.id IN (SELECT s.id FROM search_spans s WHERE s.category = ? AND s.field = ?${bounds.sql})`, params: bounds.params };
    }
    case 'words': {
      const match = wordMatch(category, criterion.value, criterion.fields, criterion.method);
      return match ? { sql: `d.id IN (SELECT w.id FROM ${match.sql})`, params: match.params } : NOTHING;
    }
    case 'idIn':
      if (criterion.ids.length === 0) return NOTHING;
      return { sql: 'd.id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(criterion.ids)] };
    case 'ranked': {
      const ranking = rankedRanking(category, criterion, nameFields);
      return ranking ? { sql: `d.id IN (SELECT id FROM (${ranking.sql}))`, params: ranking.params } : NOTHING;
    }
    case 'not': {
      const inner = condition(category, criterion.criterion, nameFields);
      return { sql: `NOT (${inner.sql})`, params: inner.params };
    }
    case 'any': {
      if (criterion.criteria.length === 0) return NOTHING;
      const parts = criterion.criteria.map((part) => condition(category, part, nameFields));
      return { sql: `(${parts.map((part) => part.sql).join(' OR ')})`, params: parts.flatMap((part) => part.params) };
    }
  }
}

/** Text: a term equal to the input first, then the earliest match within a term, then the earliest listed term. */
function textRanking(category: string, criterion: TextCriterion, nameFields: NameFields, pieces: NamePieces): Ranking | null {
  if (criterion.fields.length === 0 || lower(criterion.value) === '') return null;
  const value = lower(criterion.value);
  const names = nameMatch(category, criterion.fields, criterion.method, criterion.value, nameFields);
  if (names) {
    const [field] = criterion.fields;
    if (criterion.fields.length === 1 && field !== undefined && pieces.has(category, field, value)) {
      return {
        sql: 'SELECT p.id AS id, p.r1 AS r1, p.r2 AS r2, p.r3 AS r3, p.sort_key AS sort_key FROM search_name_pieces p WHERE p.category = ? AND p.field = ? AND p.piece = ?',
        params: [category, field, value],
        sortKey: true,
        inKeyOrder: true,
      };
    }
    return { ...nameContainsRanking(category, criterion.fields, value), sortKey: true };
  }
  const match = termMatch(category, criterion.fields, criterion.method, criterion.value);
  return {
    sql: `SELECT t.id AS id, min(t.value_lc <> ?) AS r1, min(instr(t.value_lc, ?)) AS r2, min(t.position) AS r3
          FROM ${match.sql} GROUP BY t.id`,
    params: [value, value, ...match.params],
  };
}

/** Words: bm25 (lower is better). */
function wordsRanking(category: string, criterion: WordsCriterion): Sql | null {
  const match = wordMatch(category, criterion.value, criterion.fields, criterion.method);
  if (!match) return null;
  return {
    // LIMIT -1 keeps the subquery from being flattened into the grouping, where bm25 cannot be called.
    sql: `SELECT id, 0 AS r1, min(score) AS r2, 0 AS r3 FROM (SELECT w.id AS id, bm25(search_words) AS score FROM ${match.sql} LIMIT -1) GROUP BY id`,
    params: match.params,
  };
}

/** General search tiers: 0 exact, 1 prefix, 2 substring of a name or identifier, 3 words of the prose by bm25. */
function rankedRanking(category: string, criterion: RankedCriterion, nameFields: NameFields): Sql | null {
  const value = lower(criterion.value);
  if (value === '') return null;
  const parts: Sql[] = [];
  const names = criterion.fields.length > 0 ? nameMatch(category, criterion.fields, 'contains', value, nameFields) : null;
  if (names) {
    parts.push({
      sql: `SELECT c.id AS id, CASE WHEN c.start <> 1 THEN 2 WHEN c.suffix = ? THEN 0 ELSE 1 END AS tier, c.start AS score FROM ${names.sql}`,
      params: [value, ...names.params],
    });
  } else if (criterion.fields.length > 0) {
    const match = termMatch(category, criterion.fields, 'contains', value);
    parts.push({
      sql: `SELECT t.id AS id, CASE WHEN t.value_lc = ? THEN 0 WHEN instr(t.value_lc, ?) = 1 THEN 1 ELSE 2 END AS tier,
              instr(t.value_lc, ?) AS score FROM ${match.sql}`,
      params: [value, value, value, ...match.params],
    });
  }
  const words = criterion.wordFields && criterion.wordFields.length > 0 ? wordMatch(category, value, criterion.wordFields) : null;
  if (words) parts.push({ sql: `SELECT w.id AS id, 3 AS tier, bm25(search_words) AS score FROM ${words.sql}`, params: words.params });
  if (parts.length === 0) return null;
  return {
    // r2 orders within the best tier only: the tier weighs far more than any score (instr ≥ 1, bm25 a small negative).
    sql: `SELECT id, min(tier) AS r1, min(tier * 1000000 + score) AS r2, 0 AS r3 FROM (${parts.map((part) => part.sql).join(' UNION ALL ')}) GROUP BY id`,
    params: parts.flatMap((part) => part.params),
  };
}

/** The ranking subquery of a criterion that can order results, or null (nothing to rank by, or it matches nothing). */
export function ranking(
  category: string,
  criterion: Criterion,
  nameFields: NameFields = NO_NAME_FIELDS,
  pieces: NamePieces = NO_NAME_PIECES,
): Ranking | null | undefined {
  if (criterion.kind === 'text') return textRanking(category, criterion, nameFields, pieces);
  if (criterion.kind === 'words') return wordsRanking(category, criterion);
  if (criterion.kind === 'ranked') return rankedRanking(category, criterion, nameFields);
  return undefined;
}
