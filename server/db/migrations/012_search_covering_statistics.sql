-- Planner statistics for the indexes of migration 011. Without them SQLite guessed their selectivity and drove a
-- general search by name from the doc table (tens of milliseconds instead of well under one). A build refreshes
-- them itself (server/search/sqlite/indexWriter.ts); this covers an index built before 011.
PRAGMA analysis_limit = 1000;
ANALYZE search_docs;
ANALYZE search_terms;
