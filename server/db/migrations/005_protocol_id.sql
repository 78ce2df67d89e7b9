-- 002 §7: GET detail/protocol/id resolves a protocol's own id (the protocolId field of its body) to its key.
CREATE INDEX records_protocol_id ON records (json_extract(body, '$.protocolId')) WHERE type = 'protocol';
