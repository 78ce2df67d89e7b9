// What the account calls read and write of the account tables, the same on every store (sqlite/, postgres/).

export type Flag = 'T' | 'F';

export interface AccountRow {
  community_id: number;
  username: string;
  password_hash: string;
  password_salt: string;
  email: string;
  send_email: Flag;
  orcid_id: string | null;
  is_curator: Flag;
  registering_for_abrc: Flag;
  party_id: number;
  credential_id: string;
  /** ISO times in UTC. */
  created_at: string;
  updated_at: string;
}

export type NewAccount = Omit<AccountRow, 'created_at' | 'updated_at'>;

// Ids of new members continue after every id in use, so they never collide with the demo dataset's records.
export const FIRST_COMMUNITY_ID = 1501500000;
export const FIRST_PARTY_ID = 3000000;

export interface AccountStore {
  /** Usernames compare without case; the given name is trimmed. */
  byUsername(username: string): Promise<AccountRow | undefined>;
  byCommunityId(communityId: number): Promise<AccountRow | undefined>;
  byCredentialId(credentialId: string): Promise<AccountRow | undefined>;
  byOrcid(orcidId: string): Promise<AccountRow | undefined>;
  byPartyId(partyId: number): Promise<AccountRow | undefined>;
  insert(account: NewAccount): Promise<void>;
  setUsername(communityId: number, username: string): Promise<void>;
  setPassword(communityId: number, hash: string, salt: string): Promise<void>;
  setContact(communityId: number, email: string, sendEmail: Flag): Promise<void>;
  setOrcid(communityId: number, orcidId: string | null): Promise<void>;
  /** The organizations (community ids, ascending) the account holder belongs to. */
  affiliations(communityId: number): Promise<number[]>;
  addAffiliation(personCommunityId: number, organizationCommunityId: number): Promise<void>;
  /** A community id after every one in use, by accounts and by person and organization records. */
  nextCommunityId(): Promise<number>;
  nextPartyId(): Promise<number>;
}
