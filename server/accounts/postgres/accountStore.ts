// The account store over PostgreSQL (migration 002 of server/db/postgres/migrations).
import { LOCK } from '../../db/postgres/advisoryLocks';
import type { Queryable } from '../../db/postgres/connection';
import { FIRST_COMMUNITY_ID, FIRST_PARTY_ID, type AccountRow, type AccountStore } from '../store';

const NEW_IDS_LOCK = LOCK.newAccountIds.join(', ');

const COLUMNS = `community_id, username, password_hash, password_salt, email, send_email, orcid_id, is_curator,
  registering_for_abrc, party_id, credential_id, created_at, updated_at`;

export function postgresAccountStore(db: Queryable): AccountStore {
  const lockNewIds = () => db.query({ name: 'account-lock-new-ids', text: `SELECT pg_advisory_xact_lock(${NEW_IDS_LOCK})` });
  const one = async (name: string, where: string, value: string | number) =>
    (await db.query<AccountRow>({ name, text: `SELECT ${COLUMNS} FROM accounts WHERE ${where}`, values: [value] })).rows[0];
  const change = async (name: string, set: string, values: unknown[]) => {
    await db.query({ name, text: `UPDATE accounts SET ${set}, updated_at = now() WHERE community_id = $1`, values });
  };

  return {
    byUsername: (username) => one('account-by-username', 'lower(username) = lower($1)', username.trim()),
    byCommunityId: (communityId) => one('account-by-community-id', 'community_id = $1', communityId),
    byCredentialId: (credentialId) => one('account-by-credential-id', 'credential_id = $1', credentialId),
    byOrcid: (orcidId) => one('account-by-orcid', 'orcid_id = $1', orcidId),
    byPartyId: (partyId) => one('account-by-party-id', 'party_id = $1', partyId),
    async insert(account) {
      await db.query({
        name: 'account-insert',
        text: `INSERT INTO accounts (community_id, username, password_hash, password_salt, email, send_email, orcid_id, is_curator,
                 registering_for_abrc, party_id, credential_id)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        values: [
          account.community_id,
          account.username,
          account.password_hash,
          account.password_salt,
          account.email,
          account.send_email,
          account.orcid_id,
          account.is_curator,
          account.registering_for_abrc,
          account.party_id,
          account.credential_id,
        ],
      });
    },
    setUsername: (communityId, username) => change('account-set-username', 'username = $2', [communityId, username]),
    setPassword: (communityId, hash, salt) => change('account-set-password', 'password_hash = $2, password_salt = $3', [communityId, hash, salt]),
    setContact: (communityId, email, sendEmail) => change('account-set-contact', 'email = $2, send_email = $3', [communityId, email, sendEmail]),
    setOrcid: (communityId, orcidId) => change('account-set-orcid', 'orcid_id = $2', [communityId, orcidId]),
    async affiliations(communityId) {
      const { rows } = await db.query<{ id: number }>({
        name: 'account-affiliations',
        text: 'SELECT organization_community_id AS id FROM affiliations WHERE person_community_id = $1 ORDER BY organization_community_id',
        values: [communityId],
      });
      return rows.map((row) => row.id);
    },
    async addAffiliation(personCommunityId, organizationCommunityId) {
      await db.query({
        name: 'account-add-affiliation',
        text: 'INSERT INTO affiliations (person_community_id, organization_community_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        values: [personCommunityId, organizationCommunityId],
      });
    },
    async nextCommunityId() {
      // The lock (held to the end of the caller's transaction) makes two registrations at once, through two server
      // processes, take their ids one after the other instead of both taking the same one. It is a statement of its
      // own: a statement reads the rows committed when it began, so a max in the lock's statement would miss the
      // row the other registration committed while this one waited.
      await lockNewIds();
      const { rows } = await db.query<{ id: number | null }>({
        name: 'account-max-community-id',
        text: `SELECT max(id) AS id FROM (
                 SELECT max(community_id) AS id FROM accounts
                 UNION ALL
                 SELECT max(id::bigint) FROM records WHERE type IN ('person', 'organization') AND id ~ '^[0-9]{1,18}$'
               ) AS ids`,
      });
      return Math.max(rows[0]?.id ?? 0, FIRST_COMMUNITY_ID - 1) + 1;
    },
    async nextPartyId() {
      await lockNewIds();
      const { rows } = await db.query<{ id: number | null }>({ name: 'account-max-party-id', text: 'SELECT max(party_id) AS id FROM accounts' });
      return Math.max(rows[0]?.id ?? 0, FIRST_PARTY_ID - 1) + 1;
    },
  };
}
