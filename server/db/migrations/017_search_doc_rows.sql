-- The search index follows every write to a record (docs/search.md "Keeping the index in step"): the rows of one doc
-- are removed and written anew in the transaction of the write. These indexes find a doc's rows by its category and
-- id, which the lookup indexes (keyed by field and value first) cannot do without walking the whole category.
-- search_words is an FTS5 table, whose unindexed columns cannot be indexed: search_word_rows names the rows of each
-- doc. Built from the rows already there, so no rebuild of the index is needed.
CREATE INDEX search_terms_doc ON search_terms (category, id);
CREATE INDEX search_numbers_doc ON search_numbers (category, id);
CREATE INDEX search_spans_doc ON search_spans (category, id);

CREATE TABLE search_word_rows (
  category   TEXT NOT NULL,
  id         TEXT NOT NULL,
  word_rowid INTEGER NOT NULL,
  PRIMARY KEY (category, id, word_rowid)
) WITHOUT ROWID;

INSERT INTO search_word_rows (category, id, word_rowid) SELECT category, id, rowid FROM search_words;
