-- Community accounts (000 §3, §5, §6), their logins, affiliations, usage units, activation codes and the records a
-- member paid a unit for: the tables of the SQLite migrations 002, 006, 016 and 018 as they stand. The person's public
-- details live in the person record (records, type 'person', id = community id). A password is never stored: only
-- its scrypt hash and salt. Usernames, e-mail addresses and activation codes compare without case (SQLite's NOCASE:
-- the unique indexes are on lower()). More than one account may give the same e-mail address (registration.ts).
CREATE TABLE accounts (
  community_id         bigint PRIMARY KEY,
  username             text NOT NULL,
  password_hash        text NOT NULL,
  password_salt        text NOT NULL,
  email                text NOT NULL,
  send_email           text NOT NULL DEFAULT 'F' CHECK (send_email IN ('T', 'F')),
  orcid_id             text UNIQUE CHECK (orcid_id IS NULL OR orcid_id ~ '^[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$'),
  is_curator           text NOT NULL DEFAULT 'F' CHECK (is_curator IN ('T', 'F')),
  registering_for_abrc text NOT NULL DEFAULT 'F' CHECK (registering_for_abrc IN ('T', 'F')),
  party_id             bigint NOT NULL UNIQUE,
  -- The public half of the credential cookie pair; the secret half is per login (account_logins).
  credential_id        text NOT NULL UNIQUE,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_username ON accounts (lower(username));

-- One row per login: the SHA-256 of the secretKey cookie, never the key itself.
CREATE TABLE account_logins (
  secret_key_hash text PRIMARY KEY,
  community_id    bigint NOT NULL REFERENCES accounts (community_id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL
);
CREATE INDEX account_logins_community ON account_logins (community_id);
CREATE INDEX account_logins_expires ON account_logins (expires_at);

CREATE TABLE affiliations (
  person_community_id       bigint NOT NULL REFERENCES accounts (community_id) ON DELETE CASCADE,
  organization_community_id bigint NOT NULL,
  PRIMARY KEY (person_community_id, organization_community_id)
);

CREATE TABLE usage_trackers (
  party_id         bigint PRIMARY KEY REFERENCES accounts (party_id) ON DELETE CASCADE,
  total_units      integer NOT NULL CHECK (total_units >= 0),
  remaining_units  integer NOT NULL CHECK (remaining_units >= 0 AND remaining_units <= total_units),
  expiry_date      date,
  free_expiry_date date NOT NULL,
  buckets_bought   integer NOT NULL DEFAULT 0 CHECK (buckets_bought >= 0)
);

CREATE TABLE activation_codes (
  code             text PRIMARY KEY,
  units            integer NOT NULL CHECK (units > 0),
  valid_days       integer NOT NULL CHECK (valid_days > 0),
  used_by_party_id bigint REFERENCES accounts (party_id) ON DELETE SET NULL,
  used_at          timestamptz
);
CREATE UNIQUE INDEX activation_codes_code ON activation_codes (lower(code));

CREATE TABLE record_reads (
  party_id  bigint NOT NULL REFERENCES accounts (party_id) ON DELETE CASCADE,
  type      text NOT NULL,
  record_id text NOT NULL,
  read_at   timestamptz NOT NULL,
  PRIMARY KEY (party_id, type, record_id)
);
CREATE INDEX record_reads_read_at ON record_reads (read_at);
