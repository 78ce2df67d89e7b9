import Typography from '@mui/material/Typography';
import type { RecordTypeConfigData } from '../config/format';
import { resolveNameLine } from './resolveSummary';

/**
 * The line under a heading that does not name the record (the clone page is titled 'Clone', 002 §2.3): the
 * record's own name, from the config's `summary.nameLine`. It follows the heading for screen readers and takes a line
 * of its own under the heading's row (Help, 'Cite this page') on screen.
 */
export function RecordNameLine({ config, record }: { config: RecordTypeConfigData; record: Record<string, unknown> }) {
  const parts = config.summary?.nameLine;
  const line = parts ? resolveNameLine(parts, record) : '';
  if (!line) return null;
  return (
    <Typography variant="subtitle1" component="p" data-record-name-line sx={{ order: 1, flexBasis: '100%', fontWeight: 600, overflowWrap: 'anywhere', mt: -0.5 }}>
      {line}
    </Typography>
  );
}
