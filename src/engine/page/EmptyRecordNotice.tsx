import Box from '@mui/material/Box';
import type { RecordTypeConfigData } from '../config/format';
import { Notice } from '../../ui/Notice';
import { recordFullness } from './recordEmptiness';

/** What the notice says: how many sections are empty, so a reader knows the short page is the record, not a fault. */
export function emptyRecordText(noun: string, emptySections: number, sections: number): string {
  return `This ${noun} has little data yet: ${emptySections} of its ${sections} sections have nothing to show and are listed in brief below.`;
}

/** Said once at the top of a record that has little data yet (two thirds of its sections empty or more, recordEmptiness.ts). */
export function EmptyRecordNotice({ config, record }: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  const { emptySections, sections, littleData } = recordFullness(config, record);
  if (!littleData) return null;
  return (
    <Box sx={{ mb: 2 }} data-empty-record-notice>
      <Notice tone="info">{emptyRecordText(config.noun ?? config.type, emptySections, sections)}</Notice>
    </Box>
  );
}
