-- The search index (docs/search.md): derived from the records table by server/search/buildIndex.ts, never edited by
-- hand, rebuilt whenever search_meta.index_version differs from the code's. Every table is keyed by the search
-- category (the URL segment of POST /api/search/{category}) and the record key the doc stands for.

-- What the index was built by; a different version (or none, with records present) rebuilds it at start.
CREATE TABLE search_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- One result row per record: the doc JSON a search answers as it is, and the key of the default order.
CREATE TABLE search_docs (
  category TEXT NOT NULL,
  id       TEXT NOT NULL,
  doc      TEXT NOT NULL,
  sort_key TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category, id)
) WITHOUT ROWID;
CREATE INDEX search_docs_order ON search_docs (category, sort_key, id);

-- Names, identifiers and enumerated values, one row per value. value_lc is the value lower-cased (Unicode-aware,
-- done by the builder), so 'exactly' is an equality and 'starts_with' a range on the B-tree index below, and the
-- typeahead reads the same index. position is the value's place among the doc's values of that field.
CREATE TABLE search_terms (
  term_id  INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  id       TEXT NOT NULL,
  field    TEXT NOT NULL,
  value    TEXT NOT NULL,
  value_lc TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX search_terms_lookup ON search_terms (category, field, value_lc);

-- 'contains' of three characters or more: trigram index over search_terms.value_lc (external content, rowid =
-- term_id). Shorter inputs match nothing in a trigram index and fall back to LIKE over search_terms_lookup.
CREATE VIRTUAL TABLE search_terms_trigram USING fts5(
  value_lc,
  content = 'search_terms',
  content_rowid = 'term_id',
  tokenize = 'trigram'
);

-- Word search with bm25 ranking over descriptions, titles, abstracts and keywords; prefix indexes for 2 and 3
-- leading characters make a trailing "word*" cheap.
CREATE VIRTUAL TABLE search_words USING fts5(
  category UNINDEXED,
  id UNINDEXED,
  field UNINDEXED,
  text,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Numbers filtered by range (protein length, molecular weight, publication year …).
CREATE TABLE search_numbers (
  category TEXT NOT NULL,
  id       TEXT NOT NULL,
  field    TEXT NOT NULL,
  value    REAL NOT NULL
);
CREATE INDEX search_numbers_lookup ON search_numbers (category, field, value);

-- Positions on a chromosome, in base pairs, per map (agi, physical, classical …): map location rows and the gene
-- form's chromosome range find the spans that overlap the asked range.
CREATE TABLE search_spans (
  category   TEXT NOT NULL,
  id         TEXT NOT NULL,
  field      TEXT NOT NULL,
  chromosome TEXT NOT NULL,
  start      INTEGER NOT NULL,
  end        INTEGER NOT NULL
);
CREATE INDEX search_spans_lookup ON search_spans (category, field, chromosome, start);
