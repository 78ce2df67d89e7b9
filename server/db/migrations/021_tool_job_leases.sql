-- Several server processes may share one database: a job belongs to the process running its search (owner), which
-- renews its lease while it runs. A job whose lease has run out was left by a process that stopped, and any process
-- ends it; a cancel asked of another process is recorded here for the owner to act on (server/tools/jobs/toolJobs.ts).
ALTER TABLE tool_jobs ADD COLUMN owner TEXT;
ALTER TABLE tool_jobs ADD COLUMN lease_until TEXT;
ALTER TABLE tool_jobs ADD COLUMN cancel_requested INTEGER NOT NULL DEFAULT 0 CHECK (cancel_requested IN (0, 1));
CREATE INDEX tool_jobs_owner ON tool_jobs (owner) WHERE state IN ('queued', 'running');
