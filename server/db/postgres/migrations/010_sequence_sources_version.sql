-- A number raised by every statement that changes the records the sequence datasets are cut from (gene, locus,
-- protein): each server process reads it before a BLAST search and checks its BLAST databases again when it moved
-- (tools/blast/blastDatabases.ts), so a dataset loaded or changed through any process reaches every process.
CREATE TABLE sequence_sources_version (
  id      int PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO sequence_sources_version (id, version) VALUES (1, 0);

-- Once per statement, not per row: a bulk load raises it a few times rather than once per record.
CREATE FUNCTION raise_sequence_sources_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed WHERE type IN ('gene', 'locus', 'protein')) THEN
    UPDATE sequence_sources_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sequence_sources_inserted AFTER INSERT ON records REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raise_sequence_sources_version();
CREATE TRIGGER sequence_sources_updated AFTER UPDATE ON records REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raise_sequence_sources_version();
CREATE TRIGGER sequence_sources_deleted AFTER DELETE ON records REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION raise_sequence_sources_version();
