-- contains (value_lc LIKE '%v%') within one category's fields, from one index: its trigrams keyed by category and
-- field (btree_gin gives GIN the equality of plain text). With the trigram index of 006 alone the planner ANDed in
-- the (category, field) B-tree, whose scan reads every row of the field (135,000 for a gene's names) before the
-- trigrams narrow anything; here GIN intersects the scope's entries with the trigrams' inside one index scan.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX search_terms_scoped_trigram ON search_terms USING gin (category, field, value_lc gin_trgm_ops);
-- Every contains names its category, so the unscoped trigram index is no longer read.
DROP INDEX search_terms_trigram;
