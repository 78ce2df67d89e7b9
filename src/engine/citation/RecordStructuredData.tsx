import { useMemo } from 'react';
import type { RecordTypeConfigData } from '../config/format';
import { recordFacts } from './recordFacts';
import { jsonLdText, structuredData } from './structuredData';
import { useStableUrl } from './useStableUrl';

/**
 * The record described as schema.org / Bioschemas JSON-LD, for search engines and data harvesters. A data block
 * is never executed, so the page's script policy allows it; its text is escaped so record text stays inside it.
 */
export function RecordStructuredData({ config, record }: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  const { stableUrl } = useStableUrl(config);
  const json = useMemo(() => jsonLdText(structuredData(recordFacts(config, record), stableUrl)), [config, record, stableUrl]);
  return <script type="application/ld+json">{json}</script>;
}
