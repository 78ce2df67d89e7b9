import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect } from 'react';
import { useLocation } from 'react-router';
import { SafeHtml } from '../../renderers/html/SafeHtml';
import { readableDate } from './newsDates';
import type { NewsItem } from './newsSchemas';

/** Once the items are on the page, bring the one named in the address (#id) into view. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/** News items in full, each anchored by its id so that /news/breaking-news#{id} lands on it. */
export function NewsItemList({ items }: { items: NewsItem[] }) {
  useScrollToHash(items.length > 0);
  return (
    <Box>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Box component="article" id={String(item.id)} aria-labelledby={`news-title-${item.id}`} sx={{ scrollMarginTop: 16 }}>
            <Typography variant="h6" component="h2" id={`news-title-${item.id}`}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              <time dateTime={item.date}>{readableDate(item.date)}</time>
            </Typography>
            <SafeHtml html={item.content} />
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
