import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { ScrollBox } from '../../ui/ScrollBox';
import { ResolvedLinkView } from '../link/ResolvedLinkView';
import { groupLinks, type NotedLink } from './groupLinks';

export const MORE_LINKS_TEXT = '... more';

interface BulletedLinksProps {
  links: NotedLink[];
  external: boolean | undefined;
  /** Show at most this many, then '... more' in the next place, which lists the rest. */
  limit?: number | undefined;
}

function BulletedLinks({ links, external, limit }: BulletedLinksProps) {
  const [showAll, setShowAll] = useState(false);
  const cutOff = limit !== undefined && !showAll && links.length > limit;
  const shown = cutOff ? links.slice(0, limit) : links;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {shown.map((link, index) => (
        <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere', py: 0.25 }}>
          <ResolvedLinkView link={link} external={external} inText={link.note !== ''} />
          {link.note && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              {link.note}
            </Box>
          )}
        </Typography>
      ))}
      {cutOff && (
        <Typography component="li" variant="body2" sx={{ py: 0.25, listStyle: 'none' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setShowAll(true)}
            aria-label={`${MORE_LINKS_TEXT}: show all ${links.length}`}
            sx={{ verticalAlign: 'baseline' }}
          >
            {MORE_LINKS_TEXT}
          </Link>
        </Typography>
      )}
    </Box>
  );
}

/**
 * A bulleted list of links with an optional note after each, optionally under group headings (002 §2.4). An
 * ungrouped list with a limit shows that many, then '... more' (002 §9: a publication's loci).
 */
export function LinkList({ field, value, record }: RendererProps<'linkList'>) {
  const groups = groupLinks(field, value, record);
  if (groups.length === 0) return <EmptyText text={field.empty} />;
  return (
    <ScrollBox label={field.label}>
      {groups.map((group, index) => (
        <Box key={index} sx={{ '& + &': { mt: 1.5 } }}>
          {group.heading && (
            // Renderers sit under the page's h1 and the section's h2/h3, so group headings are h4.
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5, fontWeight: 600 }}>
              {group.heading}
            </Typography>
          )}
          <BulletedLinks links={group.links} external={field.external} limit={group.heading ? undefined : field.limit} />
        </Box>
      ))}
    </ScrollBox>
  );
}
