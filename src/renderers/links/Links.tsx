import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { ScrollBox } from '../../ui/ScrollBox';
import { resolveLinks } from '../link/resolveLink';
import { ResolvedLinkView } from '../link/ResolvedLinkView';

/** Several links, one per line; 002 §2.4: the box is at most 400 px high and scrolls beyond that. */
export function Links({ field, value, record }: RendererProps<'links'>) {
  const links = resolveLinks(field, value, record);
  if (links.length === 0) return <EmptyText text={field.empty} />;
  return (
    <ScrollBox label={field.label}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link, index) => (
          <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere', py: 0.25 }}>
            <ResolvedLinkView link={link} external={field.external} />
          </Typography>
        ))}
      </Box>
    </ScrollBox>
  );
}
