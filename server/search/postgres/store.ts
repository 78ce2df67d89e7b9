// The PostgreSQL search store: answers SearchQuery and SuggestQuery from the tables of migration 006 with the answers
// of the SQLite store (sqlite/store.ts), but for the order of word matches, ranked by ts_rank_cd rather than bm25
// (docs/search.md, PostgreSQL). Give it the primary pool to see every index write at once, or the replica pool when
// answers may lag by the replica's delay.
import type { Queryable } from '../../db/postgres/connection';
import { mergeSuggestions, type FieldMatch } from '../suggestions';
import type { Criterion, SearchQuery, SearchStore, TextCriterion } from '../types';
import { condition, Params, ranking } from './criteria';
import { couldBeStoredPiece } from './namePieces';

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The criterion a query ranks by (the first that can rank, when the order is relevance), or undefined. */
function rankingCriterion(query: SearchQuery): Criterion | undefined {
  if (query.order?.by !== 'relevance') return undefined;
  return query.criteria.find((criterion) => criterion.kind === 'text' || criterion.kind === 'words' || criterion.kind === 'ranked');
}

/** The text of a one-field 'contains' a query ranks by, when it could be a stored frequent piece of a name (migration 013). */
function pieceCandidate(query: SearchQuery): { criterion: TextCriterion; field: string; piece: string } | null {
  const criterion = rankingCriterion(query);
  if (criterion?.kind !== 'text' || criterion.method !== 'contains' || criterion.fields.length !== 1) return null;
  const piece = criterion.value.trim().toLowerCase();
  return couldBeStoredPiece(piece) ? { criterion, field: criterion.fields[0]!, piece } : null;
}

type Statement = { text: string; values: unknown[] };

/**
 * The page of a query ranked by a piece that may be stored (pieceCandidate), with the total of its matches in every
 * row, as one statement. Only a stored piece has rows in search_name_pieces (the build and the record writes keep
 * them so), so no row means the piece is not stored or nothing passes the other criteria: the trigram path answers
 * then, rightly either way. The other criteria name only d.id, so they are tested on the piece's rows (as d) before
 * any doc is read, and only the page's docs are. (Joined to the docs first, the page was planned as a parallel scan
 * whose worker took 35 ms to start for 2 ms of work.)
 */
function storedPieceStatement(query: SearchQuery, stored: { criterion: Criterion; field: string; piece: string }): Statement {
  const p = new Params();
  const conditions = query.criteria.filter((criterion) => criterion !== stored.criterion).map((criterion) => condition(p, query.category, criterion));
  const piece = `r.category = ${p.add(query.category)} AND r.field = ${p.add(stored.field)} AND r.piece = ${p.add(stored.piece)}`;
  const matches = `(SELECT r.id, r.r1, r.r2, r.r3, r.sort_key FROM search_name_pieces r WHERE ${piece}) d WHERE true${conditions.map((sql) => ` AND ${sql}`).join('')}`;
  const text = `WITH page AS MATERIALIZED (SELECT d.* FROM ${matches} ORDER BY d.r1, d.r2, d.r3, d.sort_key, d.id LIMIT ${p.add(query.limit)})
    SELECT docs.doc AS doc, (SELECT count(*) FROM ${matches}) AS total
    FROM page JOIN search_docs docs ON docs.category = ${p.add(query.category)} AND docs.id = page.id
    ORDER BY page.r1, page.r2, page.r3, page.sort_key, page.id`;
  return { text, values: p.values };
}

/**
 * The statements of a query: the page of docs, and the count of every match when the page is full. A ranked query
 * sorts every match anyway, so its total comes from the same pass (`count(*) OVER ()`); a query in sort key order
 * walks the order index and stops at the limit.
 */
function compile(query: SearchQuery): { docs: Statement; count?: Statement } {
  const p = new Params();
  const conditions: string[] = [];
  let rank: string | null = null;
  let ranked = query.order?.by !== 'relevance';
  for (const criterion of query.criteria) {
    if (!ranked) {
      const candidate = ranking(p, query.category, criterion);
      if (candidate !== undefined) {
        ranked = true;
        // null: the criterion matches nothing (e.g. text without words), so neither does the query.
        if (candidate === null) conditions.push('false');
        else rank = candidate;
        continue;
      }
    }
    conditions.push(condition(p, query.category, criterion));
  }
  const where = [`d.category = ${p.add(query.category)}`, ...conditions].join(' AND ');
  if (rank !== null) {
    // MATERIALIZED: the ranking is grouped once, then joined to the doc rows. The page is cut by sort keys alone and
    // only its docs are read: carrying every match's doc through count(*) OVER () spilled thousands of them to disk.
    const text = `WITH r AS MATERIALIZED (${rank}),
      page AS (SELECT r.id, r.r1, r.r2, r.r3, d.sort_key, count(*) OVER () AS total FROM r JOIN search_docs d ON d.id = r.id
        WHERE ${where} ORDER BY r.r1, r.r2, r.r3, d.sort_key, d.id LIMIT ${p.add(query.limit)})
      SELECT d.doc AS doc, page.total AS total FROM page JOIN search_docs d ON d.category = ${p.add(query.category)} AND d.id = page.id
      ORDER BY page.r1, page.r2, page.r3, page.sort_key, page.id`;
    return { docs: { text, values: p.values } };
  }
  const count = { text: `SELECT count(*) AS total FROM search_docs d WHERE ${where}`, values: [...p.values] };
  return { docs: { text: `SELECT d.doc AS doc FROM search_docs d WHERE ${where} ORDER BY d.sort_key, d.id LIMIT ${p.add(query.limit)}`, values: p.values }, count };
}

export function postgresSearchStore(db: Queryable): SearchStore {
  return {
    // The stamp row every build and record write renews in its own transaction (postgres/indexWriter.ts): read on
    // each call, so a change made by any server process ends the answers every process keeps under the old stamp.
    async indexStamp() {
      const { rows } = await db.query<{ value: string }>({ name: 'search-stamp', text: "SELECT value FROM search_meta WHERE key = 'stamp'" });
      return rows[0]?.value ?? '';
    },

    async search(query) {
      const candidate = pieceCandidate(query);
      if (candidate) {
        const { rows } = await db.query<{ doc: string; total: number }>(storedPieceStatement(query, candidate));
        if (rows.length > 0) return { docs: rows.map((row) => row.doc), total: rows[0]!.total };
      }
      const { docs, count } = compile(query);
      const { rows } = await db.query<{ doc: string; total?: number }>(docs);
      // When fewer docs came back than the limit allows, they are all the matches: no second query.
      let total = rows.length;
      if (rows.length >= query.limit) {
        total = count ? ((await db.query<{ total: number }>(count)).rows[0]?.total ?? 0) : (rows[0]?.total ?? 0);
      }
      return { docs: rows.map((row) => row.doc), total };
    },

    async suggest({ category, fields, prefix, limit }) {
      const pattern = `${likeEscaped(prefix.trim().toLowerCase())}%`;
      // One range of the text_pattern_ops index per field, each already in order; merged after.
      const matches = await Promise.all(
        Object.entries(fields).map(async ([field, kind]) => {
          // Unnamed, so each is planned for its pattern: a prefix pattern then reads one range of the index.
          const { rows } = await db.query<FieldMatch>({
            text: 'SELECT value, id FROM search_terms WHERE category = $1 AND field = $2 AND value_lc LIKE $3 ORDER BY value_lc, id LIMIT $4',
            values: [category, field, pattern, limit],
          });
          return { kind, rows };
        }),
      );
      return mergeSuggestions(matches, limit);
    },
  };
}
