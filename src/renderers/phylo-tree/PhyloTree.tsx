import Link from '@mui/material/Link';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { phyloTreeHref } from './phyloTreeHref';

// Also read by the page's emptiness check (engine/page/recordEmptiness.ts), which counts the field as this link does.
export { isFlagSet } from './phyloTreeHref';

export const PHYLO_TREE_LINK_TEXT = 'View phylogenetic tree';

/**
 * 002 §2.4 phylogenetic tree link: opens the tree viewer in a new tab, only when the record says it has a tree
 * (field.when). The link template is resolved against the record.
 */
export function PhyloTree({ field, record }: RendererProps<'phyloTree'>) {
  const href = phyloTreeHref(field, record);
  if (!href) return <EmptyText text={field.empty} />;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
      {field.text ?? PHYLO_TREE_LINK_TEXT}
    </Link>
  );
}
