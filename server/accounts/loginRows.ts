// The rows of account_logins, the same on every store (sqlite/, postgres/): a login is the SHA-256 of its secret key,
// the account it belongs to and when it ends (logins.ts makes and checks them).

export interface LoginRows {
  insert(secretKeyHash: string, communityId: number, expiresAt: string): Promise<void>;
  /** Whether this key of this account is a login that has not ended. */
  isLive(secretKeyHash: string, communityId: number): Promise<boolean>;
  remove(secretKeyHash: string): Promise<void>;
  removeOthers(communityId: number, keptSecretKeyHash: string): Promise<void>;
  removeAll(communityId: number): Promise<void>;
  purgeExpired(): Promise<void>;
}
