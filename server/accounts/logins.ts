// Logins: the credential cookie pair of 000 §3/§4 (credentialId, secretKey). credentialId names the account;
// secretKey is a fresh random key per login, of which only its SHA-256 is stored (account_logins).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { AccountRow, AccountStore } from './store';

/** 000 §9: the cookies, and so a login, last 7 days. */
export const LOGIN_DAYS = 7;

export interface Credentials {
  credentialId: string;
  secretKey: string;
}

export interface Login extends Credentials {
  account: AccountRow;
  communityId: number;
  partyId: number;
  isCurator: boolean;
}

const hashSecretKey = (secretKey: string) => createHash('sha256').update(secretKey).digest('hex');

export type LoginStore = ReturnType<typeof loginStore>;

export function loginStore(db: Db, accounts: AccountStore) {
  const insert = db.prepare<[string, number, string]>(
    'INSERT INTO account_logins (secret_key_hash, community_id, expires_at) VALUES (?, ?, ?)',
  );
  const live = db.prepare<[string, number], { community_id: number }>(
    `SELECT community_id FROM account_logins
     WHERE secret_key_hash = ? AND community_id = ? AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
  const remove = db.prepare<[string]>('DELETE FROM account_logins WHERE secret_key_hash = ?');
  const removeOthers = db.prepare<[number, string]>('DELETE FROM account_logins WHERE community_id = ? AND secret_key_hash <> ?');
  const removeAll = db.prepare<[number]>('DELETE FROM account_logins WHERE community_id = ?');
  const purgeExpired = db.prepare("DELETE FROM account_logins WHERE expires_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");

  return {
    /** Starts a login for the account and returns the cookie values. */
    create(account: AccountRow): Credentials {
      purgeExpired.run();
      const secretKey = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LOGIN_DAYS * 24 * 60 * 60 * 1000).toISOString();
      insert.run(hashSecretKey(secretKey), account.community_id, expiresAt);
      return { credentialId: account.credential_id, secretKey };
    },

    /** The login these credentials belong to, or null when they are unknown, mismatched or expired. */
    resolve(credentials: Credentials | null): Login | null {
      if (!credentials) return null;
      const account = accounts.byCredentialId(credentials.credentialId);
      // The lookup is by a hash of a 256-bit random key, so its timing tells nothing useful about the key.
      if (!account || !live.get(hashSecretKey(credentials.secretKey), account.community_id)) return null;
      return {
        ...credentials,
        account,
        communityId: account.community_id,
        partyId: account.party_id,
        isCurator: account.is_curator === 'T',
      };
    },

    end(credentials: Credentials) {
      remove.run(hashSecretKey(credentials.secretKey));
    },

    /** After a curator changes someone's password: that member logs in again everywhere. */
    endAll(communityId: number) {
      removeAll.run(communityId);
    },

    /** After a password change: every other device has to log in again. */
    endOthers(login: Login) {
      removeOthers.run(login.communityId, hashSecretKey(login.secretKey));
    },
  };
}
