import type { RecordTypeConfigData } from '../config/format';

/** The record described as schema.org / Bioschemas JSON-LD, for search engines and data harvesters. */
export function RecordStructuredData(_props: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  return null;
}
