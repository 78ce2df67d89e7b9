-- The BLAST and PatMatch searches of the tools service as jobs (SQLite migrations 020 and 021): what was asked, where
-- the search is, which server process runs it (owner, with a lease it renews while it runs), and once it has ended
-- the answer it gave, until the job expires 7 days after it was asked.
CREATE TABLE tool_jobs (
  id               text PRIMARY KEY,
  tool             text NOT NULL CHECK (tool IN ('blast', 'patmatch')),
  client           text NOT NULL,
  params           text NOT NULL CHECK (params::jsonb IS NOT NULL),
  state            text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  created_at       timestamptz NOT NULL,
  started_at       timestamptz,
  finished_at      timestamptz,
  expires_at       timestamptz NOT NULL,
  owner            text,
  lease_until      timestamptz,
  cancel_requested boolean NOT NULL DEFAULT false,
  answer_status    integer,
  answer_kind      text CHECK (answer_kind IN ('page', 'text')),
  answer_title     text,
  answer_body      bytea
);
CREATE INDEX tool_jobs_expiry ON tool_jobs (expires_at);
CREATE INDEX tool_jobs_unfinished ON tool_jobs (tool, client) WHERE state IN ('queued', 'running');
CREATE INDEX tool_jobs_owner ON tool_jobs (owner) WHERE state IN ('queued', 'running');
