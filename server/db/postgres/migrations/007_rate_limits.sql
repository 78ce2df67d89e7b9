-- The rate limits of the login, registration, saved-query and gene-action calls, counted in the database so that
-- they hold across every server process (server/http/sharedRateLimits.ts): per limit and client, the hits of the
-- current window and when it began.
CREATE TABLE rate_limit_windows (
  key        text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  hits       integer NOT NULL CHECK (hits > 0)
);
CREATE INDEX rate_limit_windows_started ON rate_limit_windows (started_at);
