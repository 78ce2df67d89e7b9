import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { InlineLinks } from '../link/InlineLinks';
import { resolveLinks } from '../link/resolveLink';

/** Links on one line separated by ', ' (002 §2.4). */
export function CommaLinks({ field, value, record }: RendererProps<'commaLinks'>) {
  const links = resolveLinks(field, value, record);
  if (links.length === 0) return <EmptyText text={field.empty} />;
  return <InlineLinks links={links} external={field.external} />;
}
