// The saved queries (migration 019) behind an asynchronous interface, as the other stores, so a PostgreSQL store
// can take its place in app.ts. Every value is a bound parameter.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
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

interface Row {
  kind: 'results' | 'sequences';
  category: string | null;
  params: string;
  expiresAt: string;
}

/** 96 bits of SHA-256 over the query's kind, category and parameters, in base64url: 16 characters. */
export function savedQueryId(kind: string, category: string | null, params: string): string {
  return createHash('sha256').update(`${kind}\n${category ?? ''}\n${params}`).digest('base64url').slice(0, 16);
}

export function sqliteSavedQueryStore(db: Db, options: { now?: () => Date; days?: number } = {}): SavedQueryStore {
  const now = options.now ?? (() => new Date());
  const lifetime = (options.days ?? SAVED_QUERY_DAYS) * DAY_MS;
  const upsert = db.prepare<[string, string, string | null, string, string]>(
    `INSERT INTO saved_queries (id, kind, category, params, expires_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at`,
  );
  const prune = db.prepare<[string]>('DELETE FROM saved_queries WHERE expires_at < ?');
  // Only ever later, and never for a row already past its expiry (the read answered 'expired').
  const extend = db.prepare<[string, string, string, string]>('UPDATE saved_queries SET expires_at = ? WHERE id = ? AND expires_at >= ? AND expires_at < ?');
  const byId = db.prepare<[string], Row>('SELECT kind, category, params, expires_at AS expiresAt FROM saved_queries WHERE id = ?');
  const saveTransaction = db.transaction((id: string, query: SavedQuery, params: string, expiresAt: string, nowIso: string) => {
    prune.run(nowIso);
    upsert.run(id, query.kind, query.kind === 'results' ? query.category : null, params, expiresAt);
  });

  return {
    async save(query) {
      const params = JSON.stringify(query.params);
      const category = query.kind === 'results' ? query.category : null;
      const id = savedQueryId(query.kind, category, params);
      const at = now();
      const expiresAt = new Date(at.getTime() + lifetime).toISOString();
      saveTransaction(id, query, params, expiresAt, at.toISOString());
      return { id, expiresAt };
    },
    async read(id) {
      const row = byId.get(id);
      if (!row) return undefined;
      const at = now();
      if (row.expiresAt < at.toISOString()) return 'expired';
      const extended = new Date(at.getTime() + lifetime).toISOString();
      const expiresAt = extended > row.expiresAt ? extended : row.expiresAt;
      if (expiresAt !== row.expiresAt) extend.run(expiresAt, id, at.toISOString(), expiresAt);
      const params = JSON.parse(row.params) as Record<string, unknown>;
      return row.kind === 'results'
        ? { kind: 'results', category: row.category as Extract<SavedQuery, { kind: 'results' }>['category'], params, expiresAt }
        : { kind: 'sequences', params, expiresAt };
    },
  };
}
