import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '../../ui/ExternalLink';
import { NewsPageHeading } from './NewsPageHeading';
import { ICAR_ABSTRACTS_URL, POST_A_JOB_URL } from '../../site/externalLinks';

type Entry = { label: string; description: string } & ({ to: string } | { href: string });

// 000 §2.10 /news/overview: every page of the section with a line on what it holds.
const entries: Entry[] = [
  { label: 'Breaking News', to: '/news/breaking-news', description: 'News from the past 9 months.' },
  { label: 'Old News', to: '/news/old-news', description: 'News older than 9 months.' },
  { label: 'Events', to: '/news/events', description: 'Conferences, courses and other events.' },
  { label: 'ICAR Abstracts', href: ICAR_ABSTRACTS_URL, description: 'Abstracts of the International Conference on Arabidopsis Research.' },
  { label: 'Jobs', to: '/news/jobs', description: 'Job postings from the research community.' },
  { label: 'How to Post a Job', href: POST_A_JOB_URL, description: 'How to post a job with us at no fee.' },
];

export function NewsOverviewPage() {
  return (
    <>
      <NewsPageHeading title="News" />
      <List aria-label="News pages">
        {entries.map((entry) => (
          <ListItem key={entry.label} disableGutters sx={{ display: 'block' }}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {'to' in entry ? (
                <Link component={RouterLink} to={entry.to}>
                  {entry.label}
                </Link>
              ) : (
                <ExternalLink href={entry.href}>{entry.label}</ExternalLink>
              )}
            </Typography>
            <Typography variant="body2">{entry.description}</Typography>
          </ListItem>
        ))}
      </List>
    </>
  );
}
