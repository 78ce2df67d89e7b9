-- Frequent pieces of names stored ranked, as SQLite's migration 015 stores them (docs/search.md "Frequent pieces of
-- names"). A 'contains' on a name field with a piece that thousands of docs hold ('at1', 'ein', 'kinas') matched
-- tens of thousands of values through the trigram index, grouped them by doc and joined every doc for its sort key
-- before the first page (65 ms for 'at1' on the full-scale dataset, idle). For such pieces the build groups them
-- once: one row per piece and doc with that doc's rank for the piece (r1 a name equal to the piece, r2 the earliest
-- start of a match, r3 the earliest listed name) and its sort key. The primary key is the ranking order, so a page
-- is the first rows of one range and its total a count of that range.
CREATE TABLE search_name_pieces (
  category text NOT NULL,
  field    text NOT NULL,
  piece    text COLLATE "C" NOT NULL,
  r1       integer NOT NULL,
  r2       integer NOT NULL,
  r3       integer NOT NULL,
  sort_key text COLLATE "C" NOT NULL,
  id       text COLLATE "C" NOT NULL,
  PRIMARY KEY (category, field, piece, r1, r2, r3, sort_key, id)
);

-- Which pieces are stored: a record write adds rows for these pieces only, so that a piece has rows exactly when it
-- is stored (a search reads search_name_pieces first and takes no row to mean another path). A piece stays listed
-- until the next build even when a record write leaves no doc holding it.
CREATE TABLE search_name_piece_set (
  category text NOT NULL,
  field    text NOT NULL,
  piece    text COLLATE "C" NOT NULL,
  PRIMARY KEY (category, field, piece)
);

-- The index is derived data: without a version the next start builds it again, pieces included.
DELETE FROM search_meta WHERE key = 'index_version';
