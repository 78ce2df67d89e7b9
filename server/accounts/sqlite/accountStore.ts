// The account store over the embedded SQLite file: prepared statements over the account tables of migrations 002 and
// 016, answered at once. Every value is a bound parameter.
import type { Db } from '../../db/database';
import { FIRST_COMMUNITY_ID, FIRST_PARTY_ID, type AccountRow, type AccountStore, type Flag, type NewAccount } from '../store';

export function sqliteAccountStore(db: Db): AccountStore {
  const byUsername = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE username = ?');
  const byCommunityId = db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE community_id = ?');
  const byCredentialId = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE credential_id = ?');
  const byOrcid = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE orcid_id = ?');
  const byPartyId = db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE party_id = ?');
  const insert = db.prepare<NewAccount>(
    `INSERT INTO accounts (community_id, username, password_hash, password_salt, email, send_email, orcid_id, is_curator,
       registering_for_abrc, party_id, credential_id)
     VALUES (@community_id, @username, @password_hash, @password_salt, @email, @send_email, @orcid_id, @is_curator,
       @registering_for_abrc, @party_id, @credential_id)`,
  );
  const touch = "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
  const setUsername = db.prepare<[string, number]>(`UPDATE accounts SET username = ?, ${touch} WHERE community_id = ?`);
  const setPassword = db.prepare<[string, string, number]>(
    `UPDATE accounts SET password_hash = ?, password_salt = ?, ${touch} WHERE community_id = ?`,
  );
  const setContact = db.prepare<[string, Flag, number]>(`UPDATE accounts SET email = ?, send_email = ?, ${touch} WHERE community_id = ?`);
  const setOrcid = db.prepare<[string | null, number]>(`UPDATE accounts SET orcid_id = ?, ${touch} WHERE community_id = ?`);
  const affiliationsOf = db.prepare<[number], { id: number }>(
    'SELECT organization_community_id AS id FROM affiliations WHERE person_community_id = ? ORDER BY organization_community_id',
  );
  const addAffiliation = db.prepare<[number, number]>(
    'INSERT OR IGNORE INTO affiliations (person_community_id, organization_community_id) VALUES (?, ?)',
  );
  const maxCommunityId = db.prepare<[], { id: number | null }>(
    `SELECT max(id) AS id FROM (
       SELECT max(community_id) AS id FROM accounts
       UNION ALL
       SELECT max(CAST(id AS INTEGER)) FROM records WHERE type IN ('person', 'organization') AND id NOT GLOB '*[^0-9]*'
     )`,
  );
  const maxPartyId = db.prepare<[], { id: number | null }>('SELECT max(party_id) AS id FROM accounts');

  return {
    byUsername: async (username: string) => byUsername.get(username.trim()),
    byCommunityId: async (communityId: number) => byCommunityId.get(communityId),
    byCredentialId: async (credentialId: string) => byCredentialId.get(credentialId),
    byOrcid: async (orcidId: string) => byOrcid.get(orcidId),
    byPartyId: async (partyId: number) => byPartyId.get(partyId),
    insert: async (account: NewAccount) => {
      insert.run(account);
    },
    setUsername: async (communityId: number, username: string) => {
      setUsername.run(username, communityId);
    },
    setPassword: async (communityId: number, hash: string, salt: string) => {
      setPassword.run(hash, salt, communityId);
    },
    setContact: async (communityId: number, email: string, sendEmail: Flag) => {
      setContact.run(email, sendEmail, communityId);
    },
    setOrcid: async (communityId: number, orcidId: string | null) => {
      setOrcid.run(orcidId, communityId);
    },
    affiliations: async (communityId: number) => affiliationsOf.all(communityId).map((row) => row.id),
    addAffiliation: async (personCommunityId: number, organizationCommunityId: number) => {
      addAffiliation.run(personCommunityId, organizationCommunityId);
    },
    nextCommunityId: async () => Math.max(maxCommunityId.get()?.id ?? 0, FIRST_COMMUNITY_ID - 1) + 1,
    nextPartyId: async () => Math.max(maxPartyId.get()?.id ?? 0, FIRST_PARTY_ID - 1) + 1,
  };
}
