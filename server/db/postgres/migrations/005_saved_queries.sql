-- Saved queries (SQLite migration 019): the parameters of a results page or the FASTA viewer under a short id (a hash
-- of the query), so that an address opens the same results in any browser, until the row's expiry.
CREATE TABLE saved_queries (
  id         text PRIMARY KEY CHECK (length(id) = 16),
  kind       text NOT NULL CHECK (kind IN ('results', 'sequences')),
  category   text,
  params     text NOT NULL CHECK (params::jsonb IS NOT NULL),
  saved_at   timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((kind = 'results') = (category IS NOT NULL))
);
CREATE INDEX saved_queries_expiry ON saved_queries (expires_at);
