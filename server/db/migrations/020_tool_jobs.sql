-- The BLAST and PatMatch searches of the tools service, each kept as a job at an address of its own
-- (/tools-service/{tool}/{id}, server/tools/jobs/): what was asked (the form's fields), where the search is, and once
-- it has ended the answer page (or text) it gave, until the job expires (7 days after it was asked) and is removed.
-- The id is random and unguessable: knowing it is what lets a reader see the results, so it is shared as the address.
CREATE TABLE tool_jobs (
  id TEXT PRIMARY KEY,
  tool TEXT NOT NULL CHECK (tool IN ('blast', 'patmatch')),
  -- The key the client's searches are counted under (tools/shared/clientShare.ts: the IPv4 address or IPv6 /64).
  client TEXT NOT NULL,
  params TEXT NOT NULL CHECK (json_valid(params)),
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  expires_at TEXT NOT NULL,
  -- The answer, once the job has ended: its HTTP status, whether it is a page body (HTML) or plain text, its title.
  answer_status INTEGER,
  answer_kind TEXT CHECK (answer_kind IN ('page', 'text')),
  answer_title TEXT,
  answer_body BLOB
);

CREATE INDEX tool_jobs_expiry ON tool_jobs (expires_at);
-- The fair share: a client's searches not yet ended, counted at every new search.
CREATE INDEX tool_jobs_unfinished ON tool_jobs (tool, client) WHERE state IN ('queued', 'running');
