-- The rows the gene actions read (SQLite migration 008): every GO/PO annotation of every locus, searched by keyword,
-- publication, locus or gene name, and where each locus lies (the intergenic region runs to the next locus on the
-- chromosome), derived from the locus records. Writing a locus record, from any server process or a copy, only
-- queues its id (the triggers below); the gene-action store derives the rows of the queued loci before it reads
-- them (server/search/actions/postgres/derivedRows.ts), in code, which reads each body once. Text that is ordered
-- uses the "C" collation, so both stores order alike (006_search.sql).

-- One row per locus record: the fields shown beside its annotations, and its place (null when it has none).
CREATE TABLE locus_summaries (
  locus_id            text COLLATE "C" PRIMARY KEY,
  name                text COLLATE "C" NOT NULL,   -- upper-cased, as records.name
  representative_gene text,
  symbol              text,                        -- the primary symbol
  chromosome          text COLLATE "C",
  span_start          integer,
  span_end            integer,
  obsolete            boolean NOT NULL
);
CREATE INDEX locus_summaries_name ON locus_summaries (name, locus_id);
CREATE INDEX locus_summaries_position ON locus_summaries (chromosome, span_start, locus_id) WHERE chromosome IS NOT NULL;

-- One row per annotation of a locus record (002 §3 "Locus annotation row"), in the record's order (position).
CREATE TABLE locus_annotations (
  locus_id          text COLLATE "C" NOT NULL,
  position          integer NOT NULL,
  symbol            text,
  keyword           text,
  keyword_id        text,
  keyword_category  text,
  keyword_type      text,     -- 001 §3.7 keyword type (func, proc, comp, stru, grow), from the category
  relationship_type text,
  evidence          text,
  last_modified     text,
  reference_type    text,     -- publication, analysisreference or communication: what the annotation cites
  reference_id      text,
  reference_name    text,
  reference_year    integer,
  annotated_by      text,
  PRIMARY KEY (locus_id, position)
);
CREATE INDEX locus_annotations_keyword ON locus_annotations (keyword_id);
CREATE INDEX locus_annotations_reference ON locus_annotations (reference_type, reference_id);

-- Loci whose rows above are stale.
CREATE TABLE locus_derivation_queue (
  locus_id text PRIMARY KEY
);

INSERT INTO locus_derivation_queue SELECT id FROM records WHERE type = 'locus';

-- Queues a written locus. A locus already queued has its queue row locked (DO UPDATE, where DO NOTHING would not
-- lock) until the write commits: the store takes a queue row before it reads the body, so it either waits for this
-- write and reads the new body, or has taken the row already and this write queues the locus again.
CREATE FUNCTION queue_locus_derivation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.type = 'locus' THEN
    INSERT INTO locus_derivation_queue VALUES (OLD.id) ON CONFLICT (locus_id) DO UPDATE SET locus_id = EXCLUDED.locus_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.type = 'locus' THEN
    INSERT INTO locus_derivation_queue VALUES (NEW.id) ON CONFLICT (locus_id) DO UPDATE SET locus_id = EXCLUDED.locus_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER records_locus_queue_insert AFTER INSERT ON records
  FOR EACH ROW WHEN (NEW.type = 'locus') EXECUTE FUNCTION queue_locus_derivation();
CREATE TRIGGER records_locus_queue_delete AFTER DELETE ON records
  FOR EACH ROW WHEN (OLD.type = 'locus') EXECUTE FUNCTION queue_locus_derivation();
CREATE TRIGGER records_locus_queue_update AFTER UPDATE ON records
  FOR EACH ROW WHEN (OLD.type = 'locus' OR NEW.type = 'locus') EXECUTE FUNCTION queue_locus_derivation();
