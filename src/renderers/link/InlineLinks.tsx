import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { ResolvedLinkView } from './ResolvedLinkView';
import type { ResolvedLink } from './resolveLink';

/** Links on one line separated by ', ' (002 §2.4 comma-separated links). */
export function InlineLinks({ links, external }: { links: ResolvedLink[]; external?: boolean | undefined }) {
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {links.map((link, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          <ResolvedLinkView link={link} external={external} inText={links.length > 1} />
        </Fragment>
      ))}
    </Typography>
  );
}
