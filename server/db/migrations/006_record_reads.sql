-- Usage units (000 §3, §9): the records a member without another way in has spent a unit on, and when. Reading a
-- record spends one unit unless the member has read it in the last 24 hours, so reloads cost nothing twice.
CREATE TABLE record_reads (
  party_id  INTEGER NOT NULL REFERENCES accounts (party_id) ON DELETE CASCADE,
  type      TEXT NOT NULL,
  record_id TEXT NOT NULL,
  read_at   TEXT NOT NULL,                                  -- ISO time of the read that spent the unit
  PRIMARY KEY (party_id, type, record_id)
) WITHOUT ROWID;

-- Finds the rows old enough to prune.
CREATE INDEX record_reads_read_at ON record_reads (read_at);

-- A row older than 24 hours no longer makes a read free: each newly recorded read prunes them, so the table holds
-- about one day of reads.
CREATE TRIGGER record_reads_prune AFTER INSERT ON record_reads
BEGIN
  DELETE FROM record_reads WHERE read_at <= strftime('%Y-%m-%dT%H:%M:%fZ', NEW.read_at, '-1 day');
END;
