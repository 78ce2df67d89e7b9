import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { ScrollBox } from '../../ui/ScrollBox';
import { ResolvedLinkView } from '../link/ResolvedLinkView';
import { groupLinks, type NotedLink } from './groupLinks';

function BulletedLinks({ links, external }: { links: NotedLink[]; external: boolean | undefined }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {links.map((link, index) => (
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
    </Box>
  );
}

/** A bulleted list of links with an optional note after each, optionally under group headings (002 §2.4). */
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
          <BulletedLinks links={group.links} external={field.external} />
        </Box>
      ))}
    </ScrollBox>
  );
}
