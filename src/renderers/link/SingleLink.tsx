import Typography from '@mui/material/Typography';
import type { RendererProps } from '../../engine/rendererProps';
import { isEmptyValue } from '../../engine/paths';
import { EmptyText } from '../../ui/EmptyText';
import { InlineLinks } from './InlineLinks';
import { resolveLink, resolveLinks } from './resolveLink';
import { ResolvedLinkView } from './ResolvedLinkView';

/**
 * One link. Templates are resolved with the value as the item (the whole record when the field has no path).
 * A list value, which a single link cannot be, is shown as comma-separated links rather than dropped.
 */
export function SingleLink({ field, value, record }: RendererProps<'link'>) {
  const readsValue = field.path !== undefined || field.derive !== undefined;
  if (readsValue && isEmptyValue(value)) return <EmptyText text={field.empty} />;
  if (Array.isArray(value)) {
    const links = resolveLinks(field, value, record);
    if (links.length === 0) return <EmptyText text={field.empty} />;
    return <InlineLinks links={links} external={field.external} />;
  }
  const link = resolveLink(field, value ?? record, record);
  if (!link) return <EmptyText text={field.empty} />;
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      <ResolvedLinkView link={link} external={field.external} />
    </Typography>
  );
}
