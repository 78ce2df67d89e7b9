-- The search index, third form (docs/search.md "The index"). 'contains' on names and identifiers reads every suffix
-- of each distinct short value from a B-tree: the values containing a text are those with a suffix starting with
-- it, one index range, whatever the text's length (a trigram index had to intersect long posting lists of common
-- trigrams such as 'at1', and fell back to a scan below three characters). Values longer than the suffix limit
-- (few: long full names, gene descriptions) keep the trigram index. Prose (titles, abstracts) is in the word index
-- only. The index is derived data: emptying search_meta makes the next start rebuild it in this form.
CREATE TABLE search_suffixes (
  category TEXT NOT NULL,
  field    TEXT NOT NULL,
  suffix   TEXT NOT NULL,
  value_id INTEGER NOT NULL,
  PRIMARY KEY (category, field, suffix, value_id)
) WITHOUT ROWID;

DELETE FROM search_meta;
