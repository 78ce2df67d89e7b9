-- Every detail record of every type, as the JSON body the detail call answers (002 §7: GET detail/{type}?key=).
-- name is stored upper-cased (002 §5: names are looked up upper-cased); accession compares without case.
CREATE TABLE records (
  type      TEXT NOT NULL,
  id        TEXT NOT NULL,
  name      TEXT CHECK (name IS NULL OR name = upper(name)),
  accession TEXT COLLATE NOCASE,
  body      TEXT NOT NULL CHECK (json_valid(body)),
  PRIMARY KEY (type, id)
) WITHOUT ROWID;

CREATE INDEX records_type_name ON records (type, name);
CREATE INDEX records_type_accession ON records (type, accession);
