// The person and organization records over PostgreSQL (records table, migration 001 of server/db/postgres/migrations).
import type { Queryable } from '../../db/postgres/connection';
import type { CommunityRows } from '../communityRows';

/** Indexes one record (of any type) again for search on the same connection (the caller's transaction). */
export type PostgresReindex = (db: Queryable, type: string, id: string) => Promise<void>;

export function postgresCommunityRows(db: Queryable, reindex: PostgresReindex): CommunityRows {
  return {
    async body(type, id) {
      const { rows } = await db.query<{ body: string }>({ name: 'community-body', text: 'SELECT body FROM records WHERE type = $1 AND id = $2', values: [type, id] });
      return rows[0]?.body;
    },
    async updateBody(type, id, body) {
      await db.query({ name: 'community-update', text: 'UPDATE records SET body = $3 WHERE type = $1 AND id = $2', values: [type, id, body] });
    },
    async insert(type, id, name, body) {
      await db.query({ name: 'community-insert', text: 'INSERT INTO records (type, id, name, accession, body) VALUES ($1, $2, $3, NULL, $4)', values: [type, id, name, body] });
    },
    async renamePerson(id, name) {
      await db.query({ name: 'community-rename', text: "UPDATE records SET name = $2 WHERE type = 'person' AND id = $1", values: [id, name] });
    },
    async organizationsListing(personId) {
      const { rows } = await db.query<{ id: string; body: string }>({
        name: 'community-organizations-listing',
        text: `SELECT id, body FROM records WHERE type = 'organization' AND EXISTS (
                 SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(body::jsonb -> 'affiliations') = 'array'
                                                          THEN body::jsonb -> 'affiliations' ELSE '[]'::jsonb END) AS member
                 WHERE member ->> 'personId' = $1)`,
        values: [personId],
      });
      return rows;
    },
    reindex: (type, id) => reindex(db, type, id),
  };
}
