// The saved queries over PostgreSQL (migration 005 of server/db/postgres/migrations).
import { inTransaction, type Queryable } from '../../db/postgres/connection';
import type { SavedQueryRow, SavedQueryRows } from '../store';

export function postgresSavedQueryRows(db: Queryable): SavedQueryRows {
  return {
    save: (id, row, now) =>
      inTransaction(db, async (client) => {
        await client.query('DELETE FROM saved_queries WHERE expires_at < $1', [now]);
        await client.query(
          `INSERT INTO saved_queries (id, kind, category, params, expires_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO UPDATE SET expires_at = greatest(saved_queries.expires_at, excluded.expires_at)`,
          [id, row.kind, row.category, row.params, row.expiresAt],
        );
      }),
    async byId(id) {
      const { rows } = await db.query<SavedQueryRow>({
        name: 'saved-query-by-id',
        text: 'SELECT kind, category, params, expires_at AS "expiresAt" FROM saved_queries WHERE id = $1',
        values: [id],
      });
      return rows[0];
    },
    async extend(id, expiresAt, now) {
      await db.query({
        name: 'saved-query-extend',
        text: 'UPDATE saved_queries SET expires_at = $2 WHERE id = $1 AND expires_at >= $3 AND expires_at < $2',
        values: [id, expiresAt, now],
      });
    },
  };
}
