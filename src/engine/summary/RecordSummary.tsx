import type { RecordTypeConfigData } from '../config/format';

/** The summary band above a detail page's sections: the record at a glance. */
export function RecordSummary(_props: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  return null;
}
