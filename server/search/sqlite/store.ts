// The SQLite search store: answers SearchQuery and SuggestQuery from the tables of migration 007. All search SQL
// lives in this folder. Statements are prepared once per SQL shape and reused (the shape depends only on the kinds
// of criteria and the number of fields, never on values).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';
import { mergeSuggestions } from '../suggestions';
import type { SearchQuery, SearchResult, SyncSearchStore } from '../types';
import { condition, ranking, type NameFields, type NamePieces, type Ranking, type Sql } from './criteria';
import { prefixUpperBound } from './ftsText';

const STATEMENT_CACHE_SIZE = 500;
const TOTAL_CACHE_SIZE = 2_000;

/**
 * The main query: docs of the category meeting every condition, ordered, limited. A ranked query sorts every match
 * anyway, so it reads the total from the same pass (`count(*) OVER ()`); a query in sortKey order walks the order
 * index and stops at the limit, and counts separately only when the page is full (`count`; when there are no
 * conditions (`whole`) the category's doc count, written at build, answers).
 */
function compile(query: SearchQuery, nameFields: NameFields, pieces: NamePieces): { docs: Sql; count: Sql | null; whole: boolean; totalInRows: boolean } {
  const conditions: Sql[] = [];
  let rank: Ranking | null = null;
  let ranked = query.order?.by !== 'relevance';
  for (const criterion of query.criteria) {
    if (!ranked) {
      const candidate = ranking(query.category, criterion, nameFields, pieces);
      if (candidate !== undefined) {
        ranked = true;
        // null: the criterion matches nothing (e.g. text without words), so neither does the query.
        if (candidate === null) conditions.push({ sql: '0', params: [] });
        else rank = candidate;
        continue;
      }
    }
    conditions.push(condition(query.category, criterion, nameFields));
  }
  const where = ['d.category = ?', ...conditions.map((part) => part.sql)].join(' AND ');
  const whereParams = [query.category, ...conditions.flatMap((part) => part.params)];
  // The page of ids is ordered first (from indexes, without the doc JSON); only its docs are read afterwards.
  const ordered = (from: string, order: string, total: string) =>
    `page AS (SELECT d.id AS id, row_number() OVER (ORDER BY ${order}) AS rn${total} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ?)
     SELECT p.doc AS doc${total ? ', page.total AS total' : ''} FROM page JOIN search_docs p ON p.category = ? AND p.id = page.id ORDER BY page.rn`;
  if (rank?.sortKey) {
    // The ranking answers each doc's sort key too, so no doc row is read but the page's. Only the page is sorted (a
    // sort bounded by the limit); the total counts the same rows without sorting them.
    const only = conditions.length > 0 ? conditions.map((part) => part.sql).join(' AND ') : '1';
    const onlyParams = conditions.flatMap((part) => part.params);
    const order = 'd.r1, d.r2, d.r3, d.sort_key, d.id';
    // Rows already in ranking order (a frequent piece's index range) stay a view: the page then reads the first rows
    // of the range, and the total counts the range. Grouped rows are materialized once for the page and the total.
    const materialized = rank.inKeyOrder ? 'NOT MATERIALIZED' : 'MATERIALIZED';
    return {
      docs: {
        sql: `WITH r AS ${materialized} (${rank.sql}),
              page AS (SELECT d.id AS id, d.r1 AS r1, d.r2 AS r2, d.r3 AS r3, d.sort_key AS sort_key FROM r d WHERE ${only} ORDER BY ${order} LIMIT ?)
              SELECT p.doc AS doc, (SELECT count(*) FROM r d WHERE ${only}) AS total
              FROM page d JOIN search_docs p ON p.category = ? AND p.id = d.id ORDER BY ${order}`,
        params: [...rank.params, ...onlyParams, query.limit, ...onlyParams, query.category],
      },
      count: null,
      whole: false,
      totalInRows: true,
    };
  }
  if (rank) {
    // MATERIALIZED keeps the ranking (and the bm25 calls inside it) in its own query.
    const from = 'r JOIN search_docs d ON d.category = ? AND d.id = r.id';
    return {
      docs: {
        sql: `WITH r AS MATERIALIZED (${rank.sql}), ${ordered(from, 'r.r1, r.r2, r.r3, d.sort_key, d.id', ', count(*) OVER () AS total')}`,
        params: [...rank.params, query.category, ...whereParams, query.limit, query.category],
      },
      count: null,
      whole: false,
      totalInRows: true,
    };
  }
  return {
    docs: { sql: `WITH ${ordered('search_docs d', 'd.sort_key, d.id', '')}`, params: [...whereParams, query.limit, query.category] },
    count: { sql: `SELECT count(*) AS total FROM search_docs d WHERE ${where}`, params: whereParams },
    whole: conditions.length === 0,
    totalInRows: false,
  };
}

export function sqliteSearchStore(db: Db): SyncSearchStore {
  const statements = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  // Totals of full pages, remembered per index stamp (renewed by every build and every record write): the same
  // browse-all or filter query asked again costs no second count over the category.
  const buildStamp = db.prepare<[], { value: string }>("SELECT value FROM search_meta WHERE key = 'built_at'").pluck();
  const totals = new Map<string, number>();
  const categoryCount = db.prepare<[string], string>('SELECT value FROM search_meta WHERE key = ?').pluck();
  // The name fields of each category with suffix rows per doc, as the build recorded them; read again per build.
  const nameFieldsRow = db.prepare<[string], string>('SELECT value FROM search_meta WHERE key = ?').pluck();
  let nameFieldsBuild: string | undefined;
  const nameFieldsByCategory = new Map<string, NameFields>();
  const nameFieldsOf = (category: string): NameFields => {
    const build = String(buildStamp.get() ?? '');
    if (build !== nameFieldsBuild) {
      nameFieldsByCategory.clear();
      nameFieldsBuild = build;
    }
    let fields = nameFieldsByCategory.get(category);
    if (!fields) {
      const stored = nameFieldsRow.get(`name_fields:${category}`);
      fields = new Set(stored === undefined ? [] : (JSON.parse(stored) as string[]));
      nameFieldsByCategory.set(category, fields);
    }
    return fields;
  };
  // Which frequent pieces of names have their ranked docs stored (migration 015): one primary-key probe.
  const pieceStored = db.prepare<[string, string, string], number>('SELECT 1 FROM search_name_pieces WHERE category = ? AND field = ? AND piece = ? LIMIT 1').pluck();
  const pieces: NamePieces = { has: (category, field, piece) => pieceStored.get(category, field, piece) !== undefined };
  const countOf = (category: string, count: Sql, whole: boolean): number => {
    const stored = whole ? categoryCount.get(`count:${category}`) : undefined;
    if (stored !== undefined) return Number(stored);
    const key = `${String(buildStamp.get() ?? '')}\u0000${count.sql}\u0000${JSON.stringify(count.params)}`;
    let total = totals.get(key);
    if (total === undefined) {
      total = (prepare(count.sql).get(...count.params) as { total: number }).total;
      if (totals.size >= TOTAL_CACHE_SIZE) totals.delete(totals.keys().next().value as string);
      totals.set(key, total);
    }
    return total;
  };
  const suggestByField = db.prepare<[string, string, string, string, number], { value: string; id: string }>(
    `SELECT value, id FROM search_terms
     WHERE category = ? AND field = ? AND value_lc >= ? AND value_lc < ?
     ORDER BY value_lc, id LIMIT ?`,
  );

  return {
    indexStamp: () => String(buildStamp.get() ?? ''),

    search(query) {
      const { docs, count, whole, totalInRows } = compile(query, nameFieldsOf(query.category), pieces);
      const rows = prepare(docs.sql).all(...docs.params) as { doc: string; total?: number }[];
      // When fewer docs came back than the limit allows, they are all the matches: no second query.
      const total = rows.length < query.limit ? rows.length : totalInRows || !count ? (rows[0]?.total ?? 0) : countOf(query.category, count, whole);
      return { docs: rows.map((row) => row.doc), total } satisfies SearchResult;
    },

    suggest({ category, fields, prefix, limit }) {
      const value = prefix.trim().toLowerCase();
      // One index range per field, each already in order; merged after (a range over several fields would sort).
      const matches = Object.entries(fields).map(([field, kind]) => ({ kind, rows: suggestByField.all(category, field, value, prefixUpperBound(value), limit) }));
      return mergeSuggestions(matches, limit);
    },
  };
}
