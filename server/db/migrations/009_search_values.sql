-- The search index, second form (docs/search.md "The index"). 'contains' reads a trigram index over the distinct
-- values of each category and field (search_values) rather than over every term row: a keyword annotated to
-- thousands of loci is one trigram entry, and a match is narrowed to the asked category and fields before any term
-- row is read. The term index also covers the doc id, so matching a value never visits the term table itself.
-- The index is derived data: emptying search_meta makes the next start rebuild it in this form.
DROP TABLE search_terms_trigram;

CREATE TABLE search_values (
  value_id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  field    TEXT NOT NULL,
  value_lc TEXT NOT NULL,
  UNIQUE (category, field, value_lc)
);

CREATE VIRTUAL TABLE search_values_trigram USING fts5(
  value_lc,
  content = 'search_values',
  content_rowid = 'value_id',
  tokenize = 'trigram'
);

DROP INDEX search_terms_lookup;
CREATE INDEX search_terms_lookup ON search_terms (category, field, value_lc, id);

DELETE FROM search_meta;
