// Criteria → SQL over the search tables of PostgreSQL migration 006, answering as sqlite/criteria.ts does (its
// ranking rules define the answers). Each criterion becomes a condition on `d.id` (the doc row of search_docs); the
// one that orders by relevance becomes a ranking subquery r(id, r1, r2, r3) instead. Values are always bound
// parameters ($n, numbered by the Params they are added to), never spliced into the SQL text.
import type { Criterion, RankedCriterion, SearchMethod, TextCriterion, WordsCriterion } from '../types';
import { containsQuery, phraseQuery, tokensOf } from './wordsText';

/** The parameters of one statement: add() answers the placeholder of the value. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const lower = (text: string) => text.trim().toLowerCase();
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const NOTHING = 'false';
/**
 * ts_rank_cd divided by the prose's length in words (normalization 2): bm25 too ranks a short text above a long one
 * with the words as often. Unlike bm25 it does not weigh rare words more, and it ranks words found close together
 * higher (docs/search.md, PostgreSQL).
 */
const RANK_NORMALIZATION = 2;

/** search_terms rows (alias t) of the fields whose value matches the text by the method: `FROM` … with its WHERE. */
function termMatch(p: Params, category: string, fields: readonly string[], method: SearchMethod, text: string): string {
  const value = lower(text);
  const scope = `search_terms t WHERE t.category = ${p.add(category)} AND t.field = ANY(${p.add(fields)}::text[])`;
  // exactly and starts_with: the text_pattern_ops B-tree; contains: the GIN index of trigrams keyed by category and field.
  if (method === 'exactly') return `${scope} AND t.value_lc = ${p.add(value)}`;
  if (method === 'starts_with') return `${scope} AND t.value_lc LIKE ${p.add(`${likeEscaped(value)}%`)}`;
  return `${scope} AND t.value_lc LIKE ${p.add(`%${likeEscaped(value)}%`)}`;
}

interface WordMatch {
  /** search_words rows (alias w): `FROM` … with its WHERE. */
  from: string;
  /** The placeholder of the tsquery the rows match, for ts_rank_cd. */
  query: string;
}

/** search_words rows matching the text's words by the method; null when the text has no words. */
function wordMatch(p: Params, category: string, text: string, fields: readonly string[] | undefined, method: SearchMethod = 'contains'): WordMatch | null {
  const tokens = tokensOf(text);
  const tsquery = method === 'contains' ? containsQuery(tokens) : phraseQuery(tokens, method === 'exactly');
  if (tsquery === null) return null;
  const query = `${p.add(tsquery)}::tsquery`;
  let from = `search_words w WHERE w.category = ${p.add(category)} AND w.words @@ ${query}`;
  if (fields && fields.length > 0) from += ` AND w.field = ANY(${p.add(fields)}::text[])`;
  // The phrase is found by the GIN index anywhere; starts_with keeps it at the start, exactly the whole text.
  if (method === 'starts_with') from += ` AND w.phrase LIKE ${p.add(`${likeEscaped(tokens.join(' '))}%`)}`;
  if (method === 'exactly') from += ` AND w.text_lc = ${p.add(lower(text))}`;
  return { from, query };
}

const rankOf = (match: WordMatch) => `ts_rank_cd(w.words, ${match.query}, ${RANK_NORMALIZATION})`;

/**
 * Overlap with [min, max] (an absent bound is unbounded), as SQLite compares: the span starts at or before max and
 * ends at or after min. Spans hold whole base pairs, so the bounds are rounded inwards; one closed range when min ≤
 * max, else (the same comparisons) two half-open ones. The GiST index answers &&.
 */
function spanOverlap(p: Params, min: number | undefined, max: number | undefined): string {
  const low = min === undefined ? null : Math.ceil(min);
  const high = max === undefined ? null : Math.floor(max);
  const range = (from: number | null, to: number | null) => `s.span && int8range(${p.add(from)}::bigint, ${p.add(to)}::bigint, '[]')`;
  if (low !== null && high !== null && low > high) return `${range(null, high)} AND ${range(low, null)}`;
  return range(low, high);
}

/** A condition on d.id. */
export function condition(p: Params, category: string, criterion: Criterion): string {
  switch (criterion.kind) {
    case 'text':
      if (criterion.fields.length === 0 || lower(criterion.value) === '') return NOTHING;
      return `d.id IN (SELECT t.id FROM ${termMatch(p, category, criterion.fields, criterion.method, criterion.value)})`;
    case 'anyOf':
      if (criterion.values.length === 0) return NOTHING;
      return `d.id IN (SELECT t.id FROM search_terms t WHERE t.category = ${p.add(category)} AND t.field = ${p.add(criterion.field)}
              AND t.value_lc = ANY(${p.add(criterion.values.map(lower))}::text[]))`;
    case 'range': {
      let bounds = '';
      if (criterion.min !== undefined) bounds += ` AND n.value >= ${p.add(criterion.min)}`;
      if (criterion.max !== undefined) bounds += ` AND n.value <= ${p.add(criterion.max)}`;
      return `d.id IN (SELECT n.id FROM search_numbers n WHERE n.category = ${p.add(category)} AND n.field = ${p.add(criterion.field)}${bounds})`;
    }
    case 'span': {
      const chromosome = criterion.chromosome === undefined ? '' : ` AND s.chromosome = ${p.add(criterion.chromosome.toUpperCase())}`;
      return `d.id IN (SELECT s.id FROM search_spans s WHERE s.category = ${p.add(category)} AND s.field = ${p.add(criterion.field)}${chromosome}
              AND ${spanOverlap(p, criterion.min, criterion.max)})`;
    }
    case 'words': {
      const match = wordMatch(p, category, criterion.value, criterion.fields, criterion.method);
      return match ? `d.id IN (SELECT w.id FROM ${match.from})` : NOTHING;
    }
    case 'idIn':
      if (criterion.ids.length === 0) return NOTHING;
      return `d.id = ANY(${p.add(criterion.ids)}::text[])`;
    case 'ranked': {
      const ranked = rankedRanking(p, category, criterion);
      return ranked ? `d.id IN (SELECT ranked.id FROM (${ranked}) ranked)` : NOTHING;
    }
    case 'not':
      return `NOT (${condition(p, category, criterion.criterion)})`;
    case 'any':
      if (criterion.criteria.length === 0) return NOTHING;
      return `(${criterion.criteria.map((part) => condition(p, category, part)).join(' OR ')})`;
  }
}

/** Text: a term equal to the input first, then the earliest match within a term, then the earliest listed term. */
function textRanking(p: Params, category: string, criterion: TextCriterion): string | null {
  const value = lower(criterion.value);
  if (criterion.fields.length === 0 || value === '') return null;
  const text = p.add(value);
  return `SELECT t.id AS id, min((t.value_lc <> ${text})::int) AS r1, min(strpos(t.value_lc, ${text}))::float8 AS r2, min(t.position) AS r3
          FROM ${termMatch(p, category, criterion.fields, criterion.method, value)} GROUP BY t.id`;
}

/** Words: the best rank of any of the doc's prose rows, negated (lower is better, as bm25). */
function wordsRanking(p: Params, category: string, criterion: WordsCriterion): string | null {
  const match = wordMatch(p, category, criterion.value, criterion.fields, criterion.method);
  if (!match) return null;
  return `SELECT w.id AS id, 0 AS r1, min(-${rankOf(match)})::float8 AS r2, 0 AS r3 FROM ${match.from} GROUP BY w.id`;
}

/** General search tiers: 0 exact, 1 prefix, 2 substring of a name or identifier, 3 words of the prose by rank. */
function rankedRanking(p: Params, category: string, criterion: RankedCriterion): string | null {
  const value = lower(criterion.value);
  if (value === '') return null;
  const parts: string[] = [];
  if (criterion.fields.length > 0) {
    const text = p.add(value);
    parts.push(`SELECT t.id AS id, CASE WHEN t.value_lc = ${text} THEN 0 WHEN strpos(t.value_lc, ${text}) = 1 THEN 1 ELSE 2 END AS tier,
                  strpos(t.value_lc, ${text})::float8 AS score FROM ${termMatch(p, category, criterion.fields, 'contains', value)}`);
  }
  const words = criterion.wordFields && criterion.wordFields.length > 0 ? wordMatch(p, category, value, criterion.wordFields) : null;
  if (words) parts.push(`SELECT w.id AS id, 3 AS tier, (-${rankOf(words)})::float8 AS score FROM ${words.from}`);
  if (parts.length === 0) return null;
  // r2 orders within the best tier only: the tier weighs far more than any score (strpos ≥ 1, a rank within [-1, 0]).
  return `SELECT u.id AS id, min(u.tier) AS r1, min(u.tier * 1000000 + u.score) AS r2, 0 AS r3 FROM (${parts.join(' UNION ALL ')}) u GROUP BY u.id`;
}

/** The ranking subquery of a criterion that can order results, null when it matches nothing, undefined when it cannot rank. */
export function ranking(p: Params, category: string, criterion: Criterion): string | null | undefined {
  if (criterion.kind === 'text') return textRanking(p, category, criterion);
  if (criterion.kind === 'words') return wordsRanking(p, category, criterion);
  if (criterion.kind === 'ranked') return rankedRanking(p, category, criterion);
  return undefined;
}
