// The record reader over the embedded SQLite file: the prepared statements of server/db/records.ts, answered at once.
import type { RecordReader } from '../recordReader';
import type { RecordStore } from '../records';

export function sqliteRecordReader(records: RecordStore): RecordReader {
  return {
    body: async (type, key) => records.body(type, key),
    person: async (key) => records.person(key),
    idByName: async (type, name) => records.idByName(type, name),
    idByAccession: async (type, accession) => records.idByAccession(type, accession),
    idByProtocolId: async (protocolId) => records.idByProtocolId(protocolId),
    page: async (type, afterId, limit) => records.page(type, afterId, limit),
    sequenceSourcesVersion: async () => records.sequenceSourcesVersion(),
  };
}
