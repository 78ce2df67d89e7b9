-- Every detail record of every type, as the JSON body the detail call answers (002 §7: GET detail/{type}?key=).
-- The body is kept as the text it is served as (jsonb would reorder its keys); the check refuses text that is not
-- JSON. name is stored upper-cased (002 §5: names are looked up upper-cased); accession compares without case.
CREATE TABLE records (
  type      text NOT NULL,
  id        text NOT NULL,
  name      text CHECK (name IS NULL OR name = upper(name)),
  accession text,
  body      text NOT NULL CHECK (body::jsonb IS NOT NULL),
  PRIMARY KEY (type, id)
);

CREATE INDEX records_type_name ON records (type, name);
CREATE INDEX records_type_accession ON records (type, lower(accession));
-- 002 §7: GET detail/protocol/id resolves a protocol's own id (the protocolId field of its body) to its key.
CREATE INDEX records_protocol_id ON records ((body::jsonb ->> 'protocolId')) WHERE type = 'protocol';
