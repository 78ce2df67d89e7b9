// The saved queries: their ids, lifetime and reading rules, written once over the rows of either store (sqlite/,
// postgres/).
import { createHash } from 'node:crypto';
import type { SavedQuery, SavedQueryAnswer } from '../../contracts/search/savedQuery';

/**
 * How long a saved query opens after it was last saved or opened: long enough for a link in a paper draft or a lab
 * notebook, and a link researchers keep opening does not expire.
 */
export const SAVED_QUERY_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SavedQueryStore {
  /** Saves the query (again) and answers its id and expiry; the same query always gets the same id. */
  save(query: SavedQuery): Promise<{ id: string; expiresAt: string }>;
  /**
   * The query saved under id, its expiry moved to a full lifetime from now (never shortened); 'expired' once its
   * time has passed; undefined when no query has that id.
   */
  read(id: string): Promise<SavedQueryAnswer | 'expired' | undefined>;
}

export interface SavedQueryRow {
  kind: 'results' | 'sequences';
  category: string | null;
  params: string;
  expiresAt: string;
}

/** The saved_queries table, the same on every store. Times are ISO texts in UTC. */
export interface SavedQueryRows {
  /** Removes the rows expired by `now`, then saves the row or, when its id is saved already, moves its expiry. */
  save(id: string, row: SavedQueryRow, now: string): Promise<void>;
  byId(id: string): Promise<SavedQueryRow | undefined>;
  /** Moves a row's expiry to `expiresAt`: only later, and never for a row already past its expiry at `now`. */
  extend(id: string, expiresAt: string, now: string): Promise<void>;
}

/** 96 bits of SHA-256 over the query's kind, category and parameters, in base64url: 16 characters. */
export function savedQueryId(kind: string, category: string | null, params: string): string {
  return createHash('sha256').update(`${kind}\n${category ?? ''}\n${params}`).digest('base64url').slice(0, 16);
}

export function savedQueryStore(rows: SavedQueryRows, options: { now?: () => Date; days?: number } = {}): SavedQueryStore {
  const now = options.now ?? (() => new Date());
  const lifetime = (options.days ?? SAVED_QUERY_DAYS) * DAY_MS;

  return {
    async save(query) {
      const params = JSON.stringify(query.params);
      const category = query.kind === 'results' ? query.category : null;
      const id = savedQueryId(query.kind, category, params);
      const at = now();
      const expiresAt = new Date(at.getTime() + lifetime).toISOString();
      await rows.save(id, { kind: query.kind, category, params, expiresAt }, at.toISOString());
      return { id, expiresAt };
    },
    async read(id) {
      const row = await rows.byId(id);
      if (!row) return undefined;
      const at = now();
      if (row.expiresAt < at.toISOString()) return 'expired';
      const extended = new Date(at.getTime() + lifetime).toISOString();
      const expiresAt = extended > row.expiresAt ? extended : row.expiresAt;
      if (expiresAt !== row.expiresAt) await rows.extend(id, expiresAt, at.toISOString());
      const params = JSON.parse(row.params) as Record<string, unknown>;
      return row.kind === 'results'
        ? { kind: 'results', category: row.category as Extract<SavedQuery, { kind: 'results' }>['category'], params, expiresAt }
        : { kind: 'sequences', params, expiresAt };
    },
  };
}
