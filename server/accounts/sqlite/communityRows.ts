// The person and organization records over the embedded SQLite file (records table, migration 001).
import type { Db } from '../../db/database';
import { reindexRecord } from '../../search/buildIndex';
import type { CommunityRows, CommunityType } from '../communityRows';

export function sqliteCommunityRows(db: Db): CommunityRows {
  const select = db.prepare<[CommunityType, string], string>('SELECT body FROM records WHERE type = ? AND id = ?').pluck();
  const update = db.prepare<[string, CommunityType, string]>('UPDATE records SET body = ? WHERE type = ? AND id = ?');
  const insert = db.prepare<[CommunityType, string, string | null, string]>('INSERT INTO records (type, id, name, accession, body) VALUES (?, ?, ?, NULL, ?)');
  const rename = db.prepare<[string | null, string]>("UPDATE records SET name = ? WHERE type = 'person' AND id = ?");
  const organizationsListing = db.prepare<[string], { id: string; body: string }>(
    `SELECT id, body FROM records WHERE type = 'organization' AND EXISTS (
       SELECT 1 FROM json_each(records.body, '$.affiliations') AS member
       WHERE CAST(json_extract(member.value, '$.personId') AS TEXT) = ?)`,
  );
  return {
    body: async (type, id) => select.get(type, id),
    updateBody: async (type, id, body) => void update.run(body, type, id),
    insert: async (type, id, name, body) => void insert.run(type, id, name, body),
    renamePerson: async (id, name) => void rename.run(name, id),
    organizationsListing: async (personId) => organizationsListing.all(personId),
    reindex: async (type, id) => reindexRecord(db, type, id),
  };
}
