-- Community accounts (000 §3, §5, §6). The person's public details (name, e-mail, institution, ORCID iD…) live in
-- the person record of the records table (type 'person', id = community id); this table holds what only the
-- account has. A password is never stored: only its scrypt hash and the salt it was hashed with.
CREATE TABLE accounts (
  community_id         INTEGER PRIMARY KEY,
  username             TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash        TEXT NOT NULL,                       -- hex scrypt output
  password_salt        TEXT NOT NULL,                       -- hex random salt
  email                TEXT NOT NULL COLLATE NOCASE UNIQUE,
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

-- One row per login: the SHA-256 of the secretKey cookie, never the key itself, so a copy of the database cannot
-- be used to log in. Several rows per account let a member stay logged in on more than one device.
CREATE TABLE account_logins (
  secret_key_hash TEXT PRIMARY KEY,
  community_id    INTEGER NOT NULL REFERENCES accounts (community_id) ON DELETE CASCADE,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at      TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX account_logins_community ON account_logins (community_id);

-- Which organizations (by community id) an account holder belongs to; 000 §6: they may edit those organizations.
CREATE TABLE affiliations (
  person_community_id       INTEGER NOT NULL REFERENCES accounts (community_id) ON DELETE CASCADE,
  organization_community_id INTEGER NOT NULL,
  PRIMARY KEY (person_community_id, organization_community_id)
) WITHOUT ROWID;

-- The usage-unit tracker of a party (000 §3, §9): complimentary units on registration plus bought buckets.
CREATE TABLE usage_trackers (
  party_id         INTEGER PRIMARY KEY REFERENCES accounts (party_id) ON DELETE CASCADE,
  total_units      INTEGER NOT NULL CHECK (total_units >= 0),
  remaining_units  INTEGER NOT NULL CHECK (remaining_units >= 0 AND remaining_units <= total_units),
  expiry_date      TEXT,                                    -- YYYY-MM-DD end of the bought units; null before any
  free_expiry_date TEXT NOT NULL,                           -- YYYY-MM-DD end of the complimentary units
  buckets_bought   INTEGER NOT NULL DEFAULT 0 CHECK (buckets_bought >= 0)
);

-- Activation codes for buckets of usage units; each can be used once, by one party.
CREATE TABLE activation_codes (
  code             TEXT PRIMARY KEY COLLATE NOCASE,
  units            INTEGER NOT NULL CHECK (units > 0),
  valid_days       INTEGER NOT NULL CHECK (valid_days > 0),
  used_by_party_id INTEGER REFERENCES accounts (party_id) ON DELETE SET NULL,
  used_at          TEXT
) WITHOUT ROWID;
