// account_logins over the embedded SQLite file (migration 002).
import type { Db } from '../../db/database';
import type { LoginRows } from '../loginRows';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export function sqliteLoginRows(db: Db): LoginRows {
  const insert = db.prepare<[string, number, string]>('INSERT INTO account_logins (secret_key_hash, community_id, expires_at) VALUES (?, ?, ?)');
  const live = db.prepare<[string, number], number>(
    `SELECT 1 FROM account_logins WHERE secret_key_hash = ? AND community_id = ? AND expires_at > ${NOW}`,
  ).pluck();
  const remove = db.prepare<[string]>('DELETE FROM account_logins WHERE secret_key_hash = ?');
  const removeOthers = db.prepare<[number, string]>('DELETE FROM account_logins WHERE community_id = ? AND secret_key_hash <> ?');
  const removeAll = db.prepare<[number]>('DELETE FROM account_logins WHERE community_id = ?');
  const purgeExpired = db.prepare(`DELETE FROM account_logins WHERE expires_at <= ${NOW}`);
  return {
    insert: async (hash, communityId, expiresAt) => void insert.run(hash, communityId, expiresAt),
    isLive: async (hash, communityId) => live.get(hash, communityId) !== undefined,
    remove: async (hash) => void remove.run(hash),
    removeOthers: async (communityId, kept) => void removeOthers.run(communityId, kept),
    removeAll: async (communityId) => void removeAll.run(communityId),
    purgeExpired: async () => void purgeExpired.run(),
  };
}
