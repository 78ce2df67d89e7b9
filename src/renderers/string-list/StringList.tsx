import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatValue } from '../../engine/formatters';
import type { RendererProps } from '../../engine/rendererProps';
import { asList } from '../../engine/paths';
import { fillText } from '../../engine/templates';
import { EmptyText } from '../../ui/EmptyText';

/** The strings to show: the `text` template per element when given, else the element itself when it is plain. */
export function listStrings(value: unknown, record: unknown, text: string | undefined): string[] {
  return asList(value)
    .map((item) => (text ? fillText(text, { item, record }) : formatValue(item, undefined)).trim())
    .filter((line) => line !== '');
}

/** A list of strings, one per line, or comma-joined on one line when `inline`. */
export function StringList({ field, value, record }: RendererProps<'stringList'>) {
  const strings = listStrings(value, record, field.text);
  if (strings.length === 0) return <EmptyText text={field.empty} />;
  if (field.inline) {
    return (
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {strings.join(', ')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {strings.map((line, index) => (
        <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
