// The saved queries over the embedded SQLite file (migration 019). Every value is a bound parameter.
import type { Db } from '../../db/database';
import type { SavedQueryRow, SavedQueryRows } from '../store';

export function sqliteSavedQueryRows(db: Db): SavedQueryRows {
  const upsert = db.prepare<[string, string, string | null, string, string]>(
    `INSERT INTO saved_queries (id, kind, category, params, expires_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at`,
  );
  const prune = db.prepare<[string]>('DELETE FROM saved_queries WHERE expires_at < ?');
  const extend = db.prepare<[string, string, string, string]>('UPDATE saved_queries SET expires_at = ? WHERE id = ? AND expires_at >= ? AND expires_at < ?');
  const byId = db.prepare<[string], SavedQueryRow>('SELECT kind, category, params, expires_at AS expiresAt FROM saved_queries WHERE id = ?');
  const save = db.transaction((id: string, row: SavedQueryRow, now: string) => {
    prune.run(now);
    upsert.run(id, row.kind, row.category, row.params, row.expiresAt);
  });
  return {
    save: async (id, row, now) => save.immediate(id, row, now),
    byId: async (id) => byId.get(id),
    extend: async (id, expiresAt, now) => void extend.run(expiresAt, id, now, expiresAt),
  };
}
