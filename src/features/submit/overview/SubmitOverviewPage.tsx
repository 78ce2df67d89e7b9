import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { isExternal, menuGroups, type MenuEntry } from '../../../site/menus';
import { ExternalLink } from '../../../ui/ExternalLink';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { submitEntryDescriptions } from './submitEntryDescriptions';

const OVERVIEW = '/submit/overview';

/** The Submit menu's entries other than this page itself. */
export const submitEntries: MenuEntry[] = (menuGroups.find((group) => group.id === 'submit')?.entries ?? []).filter(
  (entry) => isExternal(entry) || entry.to !== OVERVIEW,
);

/** /submit/overview (000 §2.1, §2.2): the ways to give data to the portal, one sentence on each. */
export function SubmitOverviewPage() {
  useEffect(() => {
    document.title = 'TAIR - Submit Overview';
  }, []);

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Submit' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Submit Overview
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Researchers add to the portal by registering gene class symbols and by sending the curators the data of
        their publications. Curators check every submission before it appears.
      </Typography>
      <Box component="ul" aria-label="Ways to submit" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {submitEntries.map((entry) => (
          <li key={entry.label}>
            <Typography component="h2" variant="h6">
              {isExternal(entry) ? (
                <ExternalLink href={entry.href}>{entry.label}</ExternalLink>
              ) : (
                <Link component={RouterLink} to={entry.to}>
                  {entry.label}
                </Link>
              )}
            </Typography>
            <Typography>{entry.description ?? submitEntryDescriptions[entry.label]}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
