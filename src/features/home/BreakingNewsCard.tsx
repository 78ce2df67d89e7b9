import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListState } from '../news/ListState';
import { readableDate } from '../news/newsDates';
import { useBreakingNews } from '../news/newsQueries';
import { SocialLinks } from './SocialLinks';

/** 000 §2.9: the card is 550 px high; its list scrolls inside it. */
export const BREAKING_NEWS_CARD_HEIGHT = 550;

/** The newest news titles, each opening its item on the Breaking News page, and the portal's social links. */
export function BreakingNewsCard() {
  const { data } = useBreakingNews('short');
  return (
    <Card
      component="section"
      aria-labelledby="home-breaking-news"
      variant="outlined"
      sx={{ height: BREAKING_NEWS_CARD_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h5" component="h2" id="home-breaking-news">
          Breaking News
        </Typography>
      </CardContent>
      {/* Focusable so that keyboard readers can scroll the list too. */}
      <Box tabIndex={0} aria-label="Breaking news items" role="region" sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        <ListState items={data} noun="news">
          {(items) => (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item) => (
                <Box component="li" key={item.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Link component={RouterLink} to={`/news/breaking-news#${item.id}`}>
                    {item.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={item.date}>{readableDate(item.date)}</time>
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </ListState>
        <Link component={RouterLink} to="/news/breaking-news" sx={{ display: 'inline-block', my: 1 }}>
          All breaking news
        </Link>
      </Box>
      <CardContent sx={{ borderTop: 1, borderColor: 'divider' }}>
        <SocialLinks />
      </CardContent>
    </Card>
  );
}
