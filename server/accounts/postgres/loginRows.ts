// account_logins over PostgreSQL (migration 002 of server/db/postgres/migrations).
import type { Queryable } from '../../db/postgres/connection';
import type { LoginRows } from '../loginRows';

export function postgresLoginRows(db: Queryable): LoginRows {
  const run = async (name: string, text: string, values: unknown[] = []) => {
    await db.query({ name, text, values });
  };
  return {
    insert: (hash, communityId, expiresAt) =>
      run('login-insert', 'INSERT INTO account_logins (secret_key_hash, community_id, expires_at) VALUES ($1, $2, $3)', [hash, communityId, expiresAt]),
    async isLive(hash, communityId) {
      const { rowCount } = await db.query({
        name: 'login-live',
        text: 'SELECT 1 FROM account_logins WHERE secret_key_hash = $1 AND community_id = $2 AND expires_at > now()',
        values: [hash, communityId],
      });
      return (rowCount ?? 0) > 0;
    },
    remove: (hash) => run('login-remove', 'DELETE FROM account_logins WHERE secret_key_hash = $1', [hash]),
    removeOthers: (communityId, kept) =>
      run('login-remove-others', 'DELETE FROM account_logins WHERE community_id = $1 AND secret_key_hash <> $2', [communityId, kept]),
    removeAll: (communityId) => run('login-remove-all', 'DELETE FROM account_logins WHERE community_id = $1', [communityId]),
    purgeExpired: () => run('login-purge-expired', 'DELETE FROM account_logins WHERE expires_at <= now()'),
  };
}
