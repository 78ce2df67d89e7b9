import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { newsFeedUrl } from '../../api/endpoints';
import { ExternalLink } from '../../ui/ExternalLink';

interface NewsPageHeadingProps {
  title: string;
  /** The page's RSS feed, offered for subscription. */
  feed?: 'breakingnews' | 'events' | 'jobs';
  children?: ReactNode;
}

/** The page's h1 and document title, its RSS link and any lead text. */
export function NewsPageHeading({ title, feed, children }: NewsPageHeadingProps) {
  useEffect(() => {
    document.title = `TAIR - ${title}`;
  }, [title]);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {feed && (
        <Typography gutterBottom>
          <ExternalLink href={newsFeedUrl(feed)}>Subscribe to the RSS feed</ExternalLink>
        </Typography>
      )}
      {children}
    </Box>
  );
}
