-- The search tables' GIN indexes (the scoped trigrams of 011 and the words of 006) take new entries into a pending
-- list, merged into the index proper only when the list outgrows its limit (4 MB by default) or at VACUUM, and every
-- search reads the whole list. On the full-scale dataset the trigram index's list held 453 pages after the build, and
-- a contains look for a six-letter symbol read 492 index pages (7.6 ms) where 39 do once the list is merged. A
-- 256 kB list keeps what a search reads small between merges; the index writer merges the lists after each build.
ALTER INDEX search_terms_scoped_trigram SET (gin_pending_list_limit = 256);
ALTER INDEX search_words_match SET (gin_pending_list_limit = 256);
SELECT gin_clean_pending_list('search_terms_scoped_trigram'::regclass);
SELECT gin_clean_pending_list('search_words_match'::regclass);
