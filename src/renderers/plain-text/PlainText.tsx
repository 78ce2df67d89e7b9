import Typography from '@mui/material/Typography';
import type { RendererProps } from '../../engine/rendererProps';
import { formatsWholeList, formatValue } from '../../engine/formatters';
import type { FormatterName } from '../../engine/formatters/names';
import { isEmptyValue } from '../../engine/paths';
import { EmptyText } from '../../ui/EmptyText';

function textOf(value: unknown, format: FormatterName | undefined): string {
  // A formatter of whole lists (authors: the first 6, then 'et al.') gets the list; others format each element.
  if (Array.isArray(value) && formatsWholeList(format)) return formatValue(value, format);
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((item) => item === null || typeof item !== 'object')
    .map((item) => formatValue(item, format))
    .filter((item) => item !== '')
    .join(', ');
}

/** Plain text; a list of plain values is joined with commas. A `date` formatter shows 'Not specified' when missing. */
export function PlainText({ field, value }: RendererProps<'text'>) {
  const text = textOf(value, field.format);
  if (text === '' || (isEmptyValue(value) && field.format !== 'date')) return <EmptyText text={field.empty} />;
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
