-- More than one account may give the same e-mail address. Registration must not tell whether an address already has
-- an account (an address a member keeps hidden included), and this server sends no mail to verify an address first:
-- the only answer that reveals nothing is to register the account as for any other address
-- (server/accounts/registration.ts). SQLite cannot drop a UNIQUE constraint, so the table is rebuilt without it;
-- the tables that refer to accounts keep their rows (migrations run with foreign keys off, checked at the end).
CREATE TABLE accounts_rebuilt (
  community_id         INTEGER PRIMARY KEY,
  username             TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash        TEXT NOT NULL,                       -- hex scrypt output
  password_salt        TEXT NOT NULL,                       -- hex random salt
  email                TEXT NOT NULL COLLATE NOCASE,
  send_email           TEXT NOT NULL DEFAULT 'F' CHECK (send_email IN ('T', 'F')),
  orcid_id             TEXT UNIQUE CHECK (orcid_id IS NULL OR orcid_id GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9X]'),
  is_curator           TEXT NOT NULL DEFAULT 'F' CHECK (is_curator IN ('T', 'F')),
  registering_for_abrc TEXT NOT NULL DEFAULT 'F' CHECK (registering_for_abrc IN ('T', 'F')),
  party_id             INTEGER NOT NULL UNIQUE,
  -- The public half of the credential cookie pair; the secret half is per login (account_logins).
  credential_id        TEXT NOT NULL UNIQUE,
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT INTO accounts_rebuilt (community_id, username, password_hash, password_salt, email, send_email, orcid_id, is_curator,
  registering_for_abrc, party_id, credential_id, created_at, updated_at)
SELECT community_id, username, password_hash, password_salt, email, send_email, orcid_id, is_curator,
  registering_for_abrc, party_id, credential_id, created_at, updated_at
FROM accounts;

DROP TABLE accounts;
ALTER TABLE accounts_rebuilt RENAME TO accounts;
