-- The search index on PostgreSQL (server/search/postgres): the tables of the SQLite migrations 007-017 without their
-- SQLite-only speed-ups (suffix rows, stored name pieces, FTS5 tables), each match answered by one of PostgreSQL's own
-- indexes. Text that is ordered or compared (sort keys, ids, lower-cased values) uses the "C" collation: byte order,
-- which for UTF-8 is code point order, as SQLite's BINARY compares, so both stores order alike whatever the
-- database's default collation. The index is built from the records table (buildIndex.ts) and rebuilt whenever
-- search_meta's index_version differs from the code's.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- index_version: the code version the index was built by; stamp: changed by every build and record write (the
-- stores of every server process read it, so cached answers of all of them end at once).
CREATE TABLE search_meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE search_docs (
  category text NOT NULL,
  id       text COLLATE "C" NOT NULL,
  doc      text NOT NULL,
  sort_key text COLLATE "C" NOT NULL,
  PRIMARY KEY (category, id)
);
-- The default order: a page in sort key order walks this index and stops at the limit.
CREATE INDEX search_docs_order ON search_docs (category, sort_key, id);

-- Names, identifiers and enumerated values; value_lc is lower-cased by the writer (as on SQLite: JavaScript's rules).
CREATE TABLE search_terms (
  category text NOT NULL,
  id       text COLLATE "C" NOT NULL,
  field    text NOT NULL,
  value    text NOT NULL,
  value_lc text COLLATE "C" NOT NULL,
  position integer NOT NULL
);
-- exactly and starts_with (value_lc = $v, value_lc LIKE 'v%'), anyOf, and the typeahead's ranges in value order.
CREATE INDEX search_terms_prefix ON search_terms (category, field, value_lc text_pattern_ops);
-- contains (value_lc LIKE '%v%'): trigrams of the values.
CREATE INDEX search_terms_trigram ON search_terms USING gin (value_lc gin_trgm_ops);
-- One doc's rows, for replacing a record's docs.
CREATE INDEX search_terms_doc ON search_terms (category, id);

-- Prose, one row per field of a doc. words is the tsvector of its words as the SQLite tokenizer splits them (letters
-- and digits, lower-cased, diacritics removed, numbered from 1); phrase the same words joined by single spaces (for
-- starts_with); text_lc the whole text trimmed and lower-cased (for exactly).
CREATE TABLE search_words (
  category text NOT NULL,
  id       text COLLATE "C" NOT NULL,
  field    text NOT NULL,
  words    tsvector NOT NULL,
  phrase   text COLLATE "C" NOT NULL,
  text_lc  text NOT NULL
);
CREATE INDEX search_words_match ON search_words USING gin (words);
CREATE INDEX search_words_doc ON search_words (category, id);

CREATE TABLE search_numbers (
  category text NOT NULL,
  id       text COLLATE "C" NOT NULL,
  field    text NOT NULL,
  value    double precision NOT NULL
);
CREATE INDEX search_numbers_lookup ON search_numbers (category, field, value);
CREATE INDEX search_numbers_doc ON search_numbers (category, id);

-- Stretches of a chromosome as closed ranges of base pairs; overlap (&&) is answered by the GiST index.
CREATE TABLE search_spans (
  category   text NOT NULL,
  id         text COLLATE "C" NOT NULL,
  field      text NOT NULL,
  chromosome text NOT NULL,
  span       int8range NOT NULL
);
CREATE INDEX search_spans_overlap ON search_spans USING gist (span);
CREATE INDEX search_spans_lookup ON search_spans (category, field, chromosome);
CREATE INDEX search_spans_doc ON search_spans (category, id);
