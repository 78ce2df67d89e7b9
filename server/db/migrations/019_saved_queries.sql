-- Saved queries (docs/search.md "Addresses that work anywhere"): the parameters a results page or the FASTA viewer
-- read from one browser's local storage, kept under a short id so that the page's address (q=) opens the same
-- results in any browser. The id is a hash of the query, so saving the same query again finds its row and only
-- moves its expiry; rows past their expiry are deleted as new ones are saved.
CREATE TABLE saved_queries (
  id         TEXT PRIMARY KEY CHECK (length(id) = 16),
  kind       TEXT NOT NULL CHECK (kind IN ('results', 'sequences')),
  category   TEXT,
  params     TEXT NOT NULL CHECK (json_valid(params)),
  saved_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  CHECK ((kind = 'results') = (category IS NOT NULL))
) WITHOUT ROWID;

CREATE INDEX saved_queries_expiry ON saved_queries (expires_at);
