import Link from '@mui/material/Link';
import type { RendererProps } from '../../engine/rendererProps';
import { getByPath } from '../../engine/paths';
import { fillHref } from '../../engine/templates';
import { EmptyText } from '../../ui/EmptyText';

export const PHYLO_TREE_LINK_TEXT = 'View phylogenetic tree';

/** 002 §3: flags such as hasPhylogenesPage arrive as 'T', true or 'true'. */
export function isFlagSet(flag: unknown): boolean {
  if (flag === true) return true;
  return typeof flag === 'string' && ['t', 'true'].includes(flag.trim().toLowerCase());
}

/**
 * 002 §2.4 phylogenetic tree link: opens the tree viewer in a new tab, only when the record says it has a tree
 * (field.when). The link template is resolved against the record.
 */
export function PhyloTree({ field, record }: RendererProps<'phyloTree'>) {
  const available = field.when === undefined || isFlagSet(getByPath(record, field.when));
  const href = available ? fillHref(field.href, { item: record, record }) : undefined;
  if (!href) return <EmptyText text={field.empty} />;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
      {field.text ?? PHYLO_TREE_LINK_TEXT}
    </Link>
  );
}
