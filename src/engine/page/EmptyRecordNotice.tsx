import type { RecordTypeConfigData } from '../config/format';

/** Said once at the top of a record that has little data yet. */
export function EmptyRecordNotice(_props: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  return null;
}
