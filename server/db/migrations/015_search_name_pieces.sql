-- The search index, fifth form (docs/search.md "Frequent pieces of names"). A piece of a name that many docs contain
-- ('at', 'ein', 'kinas') is a long range of search_name_suffixes, and ranking it groups every row of that range by
-- doc. For such pieces the build groups them once: one row per piece and doc, holding that doc's rank for the piece
-- (r1 a name equal to the piece, r2 the earliest start of a match, r3 the earliest listed name) and its sort key.
-- The primary key is the ranking order, so a page of results is the first rows of one range and needs no sort.
-- The index is derived data: emptying search_meta makes the next start rebuild it in this form.
CREATE TABLE search_name_pieces (
  category TEXT NOT NULL,
  field    TEXT NOT NULL,
  piece    TEXT NOT NULL,
  r1       INTEGER NOT NULL,
  r2       INTEGER NOT NULL,
  r3       INTEGER NOT NULL,
  sort_key TEXT NOT NULL,
  id       TEXT NOT NULL,
  PRIMARY KEY (category, field, piece, r1, r2, r3, sort_key, id)
) WITHOUT ROWID;

DELETE FROM search_meta;
