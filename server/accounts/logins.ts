// Logins: the credential cookie pair of 000 §3/§4 (credentialId, secretKey). credentialId names the account;
// secretKey is a fresh random key per login, of which only its SHA-256 is stored (account_logins).
import { createHash, randomBytes } from 'node:crypto';
import type { LoginRows } from './loginRows';
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

export function loginStore(rows: LoginRows, accounts: AccountStore) {
  return {
    /** Starts a login for the account and returns the cookie values. */
    async create(account: AccountRow): Promise<Credentials> {
      await rows.purgeExpired();
      const secretKey = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LOGIN_DAYS * 24 * 60 * 60 * 1000).toISOString();
      await rows.insert(hashSecretKey(secretKey), account.community_id, expiresAt);
      return { credentialId: account.credential_id, secretKey };
    },

    /** The login these credentials belong to, or null when they are unknown, mismatched or expired. */
    async resolve(credentials: Credentials | null): Promise<Login | null> {
      if (!credentials) return null;
      const account = await accounts.byCredentialId(credentials.credentialId);
      // The lookup is by a hash of a 256-bit random key, so its timing tells nothing useful about the key.
      if (!account || !(await rows.isLive(hashSecretKey(credentials.secretKey), account.community_id))) return null;
      return {
        ...credentials,
        account,
        communityId: account.community_id,
        partyId: account.party_id,
        isCurator: account.is_curator === 'T',
      };
    },

    end: (credentials: Credentials) => rows.remove(hashSecretKey(credentials.secretKey)),

    /** After a curator changes someone's password: that member logs in again everywhere. */
    endAll: (communityId: number) => rows.removeAll(communityId),

    /** After a password change: every other device has to log in again. */
    endOthers: (login: Login) => rows.removeOthers(login.communityId, hashSecretKey(login.secretKey)),
  };
}
