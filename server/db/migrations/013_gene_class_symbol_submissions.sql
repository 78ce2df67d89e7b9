-- Gene class symbol submissions (001 §2.10, §3.6): what a member registers, pending until a curator approves
-- (possibly after changing it) or rejects it. An approved submission also becomes a genesymbol record (record_key),
-- which the detail page and the gene symbol search read. comment_text, and the loci and publications listed with it,
-- are for curators only (001 §6).
CREATE TABLE gene_class_symbol_submissions (
  id                        INTEGER PRIMARY KEY,
  symbol                    TEXT NOT NULL CHECK (symbol = upper(symbol) AND length(symbol) BETWEEN 2 AND 5),
  symbol_type               TEXT NOT NULL CHECK (symbol_type IN ('mutant', 'gene_product')),
  full_name                 TEXT NOT NULL CHECK (length(trim(full_name)) > 0),
  phenotype_class           TEXT,
  additional_details        TEXT,
  number_of_associated_loci INTEGER NOT NULL CHECK (number_of_associated_loci IN (1, 2, 3)),
  comment_text              TEXT,
  -- JSON lists: [{ id, name, symbol }] and [{ id, title, year }].
  associated_loci           TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(associated_loci)),
  publications              TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(publications)),
  -- JSON { firstName, lastName, email, institution } as the form showed it.
  submitter_info            TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(submitter_info)),
  community_id              INTEGER NOT NULL,
  status                    TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason          TEXT,
  reviewed_by               INTEGER,
  reviewed_at               TEXT,
  record_key                TEXT,
  submitted_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at                TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL),
  CHECK (status <> 'approved' OR record_key IS NOT NULL)
);

-- The existence check: a symbol among pending and approved submissions.
CREATE INDEX gene_class_symbol_submissions_symbol ON gene_class_symbol_submissions (symbol, status);
-- The review list: by status, newest first.
CREATE INDEX gene_class_symbol_submissions_status ON gene_class_symbol_submissions (status, submitted_at);
