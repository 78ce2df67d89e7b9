-- The search index, fourth form (docs/search.md "The index"). 'contains' on the name fields of a category (its
-- CategoryModule.nameFields: gene names, AGI codes, gene models) reads every suffix of every value, each row carrying
-- the doc it names, the value's place among the doc's names, where the suffix starts within the value and the doc's
-- sort key. A piece of a name matching thousands of loci is then one range of this B-tree: ranked (exact first,
-- then earlier match, then earlier listed name, then sort key) and counted without reading a term row or a doc row.
-- Suffixes of every length are kept, so one and two characters need no scan of the values either.
-- The index is derived data: emptying search_meta makes the next start rebuild it in this form.
CREATE TABLE search_name_suffixes (
  category TEXT NOT NULL,
  field    TEXT NOT NULL,
  suffix   TEXT NOT NULL,
  id       TEXT NOT NULL,
  position INTEGER NOT NULL,
  start    INTEGER NOT NULL,
  sort_key TEXT NOT NULL,
  PRIMARY KEY (category, field, suffix, id, position)
) WITHOUT ROWID;

DELETE FROM search_meta;
