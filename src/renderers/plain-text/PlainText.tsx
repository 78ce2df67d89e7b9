import Typography from '@mui/material/Typography';
import type { RendererProps } from '../../engine/rendererProps';
import { formatValue } from '../../engine/formatters';
import { isEmptyValue } from '../../engine/paths';
import { EmptyText } from '../../ui/EmptyText';

/** Plain text; a list of plain values is joined with commas. A `date` formatter shows 'Not specified' when missing. */
export function PlainText({ field, value }: RendererProps<'text'>) {
  const values = Array.isArray(value) ? value : [value];
  const text = values
    .filter((item) => item === null || typeof item !== 'object')
    .map((item) => formatValue(item, field.format))
    .filter((item) => item !== '')
    .join(', ');
  if (text === '' || (isEmptyValue(value) && field.format !== 'date')) return <EmptyText text={field.empty} />;
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
