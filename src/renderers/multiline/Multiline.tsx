import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { splitLines } from './splitLines';

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  // A list of plain values reads as one line each.
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').join('\n');
  return '';
}

/** Text whose line breaks are kept; `separator` (e.g. '\\' in stored addresses) also starts a new line. */
export function Multiline({ field, value }: RendererProps<'multiline'>) {
  const lines = splitLines(textOf(value), field.separator);
  if (lines.length === 0) return <EmptyText text={field.empty} />;
  return (
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {lines.map((line, index) => (
        <Box key={index} component="span" sx={{ display: 'block', minHeight: '1lh' }} data-line>
          {line}
        </Box>
      ))}
    </Typography>
  );
}
