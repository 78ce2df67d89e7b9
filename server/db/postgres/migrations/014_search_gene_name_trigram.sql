-- A trigram index of the gene name field alone: the gene form's 'contains' on names, the one name field of any
-- category (CategoryModule.nameFields), asks it for every piece not stored ranked (migration 013). In the scoped
-- index of migration 011 such a look also walked the long posting lists of the keys 'gene' and 'name' (135,000
-- values): 'cpk17' read 473 index pages for its 10 matches at full scale, 8 here. Searches over several fields keep
-- the scoped index. Its pending list is kept small and merged after each build, as the others' (migration 012).
CREATE INDEX search_terms_gene_name_trigram ON search_terms USING gin (value_lc gin_trgm_ops)
  WITH (gin_pending_list_limit = 256)
  WHERE category = 'gene' AND field = 'name';
