-- Covering indexes for ranked searches (docs/search.md "The index"). Ranking by text reads each matching term's
-- position, and ordering the ranked ids reads each doc's sort key: with both in an index, a search that matches
-- thousands of names never visits the term table or the doc rows (which hold the doc JSON) but for its page.
-- Built from the rows already there: no rebuild of the index is needed.
DROP INDEX search_terms_lookup;
CREATE INDEX search_terms_lookup ON search_terms (category, field, value_lc, id, position);
CREATE INDEX search_docs_key ON search_docs (category, id, sort_key);
