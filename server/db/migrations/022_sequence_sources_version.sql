-- A number raised by every change to the records the sequence datasets are cut from (gene, locus, protein): the
-- BLAST databases read it before each search and are checked again when it moved (tools/blast/blastDatabases.ts).
CREATE TABLE sequence_sources_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO sequence_sources_version (id, version) VALUES (1, 0);

CREATE TRIGGER sequence_sources_inserted AFTER INSERT ON records WHEN NEW.type IN ('gene', 'locus', 'protein')
BEGIN
  UPDATE sequence_sources_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER sequence_sources_updated AFTER UPDATE ON records WHEN NEW.type IN ('gene', 'locus', 'protein') OR OLD.type IN ('gene', 'locus', 'protein')
BEGIN
  UPDATE sequence_sources_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER sequence_sources_deleted AFTER DELETE ON records WHEN OLD.type IN ('gene', 'locus', 'protein')
BEGIN
  UPDATE sequence_sources_version SET version = version + 1 WHERE id = 1;
END;
