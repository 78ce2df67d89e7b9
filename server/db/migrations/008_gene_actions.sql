-- The gene actions of the results page (001 §2.3) read two things that a scan of the locus records would take
-- seconds to find at full scale: every GO/PO annotation row (searched by keyword, publication, locus or gene name)
-- and where each locus lies (the intergenic region runs to the next locus on the chromosome). Both are kept here,
-- derived from the locus records: every way records are written (seeding, the full-scale generator) queues the
-- loci it touched, and the rows are brought up to date before they are read, with no separate build step.

-- One row per locus record: the fields the gene actions show beside its annotations, and where it lies (loci
-- without a chromosome or span, such as obsolete ones, have null positions).
CREATE TABLE locus_summaries (
  locus_id            TEXT PRIMARY KEY,
  name                TEXT NOT NULL,      -- upper-cased, as records.name
  representative_gene TEXT,
  symbol              TEXT,               -- the primary symbol
  chromosome          TEXT,
  span_start          INTEGER,
  span_end            INTEGER,
  obsolete            INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX locus_summaries_name ON locus_summaries (name);
CREATE INDEX locus_summaries_position ON locus_summaries (chromosome, span_start) WHERE chromosome IS NOT NULL;

-- One row per annotation of a locus record (002 §3 "Locus annotation row"), with its group's category and
-- relationship type. Locus-level fields live in locus_summaries: read once per locus, not once per annotation.
CREATE TABLE locus_annotations (
  locus_id          TEXT NOT NULL,
  position          INTEGER NOT NULL,   -- the annotation's place in the record (groups in order, then annotations)
  symbol            TEXT,               -- the annotation's own symbol, when it names one
  keyword           TEXT,
  keyword_id        TEXT,
  keyword_category  TEXT,
  keyword_type      TEXT,               -- 001 §3.7 keyword type (func, proc, comp, stru, grow), from the category
  relationship_type TEXT,
  evidence          TEXT,
  last_modified     TEXT,
  reference_type    TEXT,               -- publication, analysisreference or communication: what the annotation cites
  reference_id      TEXT,
  reference_name    TEXT,
  reference_year    INTEGER,
  annotated_by      TEXT,
  PRIMARY KEY (locus_id, position)
) WITHOUT ROWID;

CREATE INDEX locus_annotations_keyword ON locus_annotations (keyword_id);
CREATE INDEX locus_annotations_reference ON locus_annotations (reference_type, reference_id);

-- Loci whose rows above are stale. Writing a locus record only queues its id (a trigger, so seeding and the
-- full-scale generator stay as fast as they were); the gene-action store derives the rows of the queued loci in
-- one pass before it reads (server/search/actions/derivedRows.ts), parsing each body once. Deriving them here in
-- SQL instead would parse each body once per extracted field: about ten times slower at full scale.
CREATE TABLE locus_derivation_queue (
  locus_id TEXT PRIMARY KEY
) WITHOUT ROWID;

INSERT INTO locus_derivation_queue SELECT id FROM records WHERE type = 'locus';

CREATE TRIGGER records_locus_queue_insert AFTER INSERT ON records WHEN NEW.type = 'locus'
BEGIN
  INSERT OR IGNORE INTO locus_derivation_queue VALUES (NEW.id);
END;

CREATE TRIGGER records_locus_queue_delete AFTER DELETE ON records WHEN OLD.type = 'locus'
BEGIN
  INSERT OR IGNORE INTO locus_derivation_queue VALUES (OLD.id);
END;

CREATE TRIGGER records_locus_queue_update AFTER UPDATE ON records WHEN OLD.type = 'locus' OR NEW.type = 'locus'
BEGIN
  INSERT OR IGNORE INTO locus_derivation_queue SELECT OLD.id WHERE OLD.type = 'locus';
  INSERT OR IGNORE INTO locus_derivation_queue SELECT NEW.id WHERE NEW.type = 'locus';
END;
