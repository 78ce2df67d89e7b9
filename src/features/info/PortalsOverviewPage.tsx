import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isExternal, menuGroups } from '../../site/menus';
import { NewTabNote } from '../../ui/NewTabNote';
import { InfoPage } from './InfoPage';

// The Portals menu's outside resources, with the sentence each carries in the menu data.
const portals = (menuGroups.find((group) => group.id === 'portals')?.entries ?? []).filter(isExternal);

/** /portals/overview: the community resources of the Portals menu, one sentence on each. */
export function PortalsOverviewPage() {
  return (
    <InfoPage heading="Portals" documentTitle="TAIR - Portals">
      <Typography sx={{ mb: 2 }}>
        Arabidopsis research draws on many resources beyond this portal. These are the ones researchers use most,
        grouped by what they help with; each opens in a new tab.
      </Typography>
      <Box component="ul" aria-label="Portals" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {portals.map((portal) => (
          <li key={portal.href}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              <Link href={portal.href} target="_blank" rel="noopener noreferrer">
                {portal.label}
                <NewTabNote />
              </Link>
            </Typography>
            <Typography variant="body2">{portal.description}</Typography>
          </li>
        ))}
      </Box>
    </InfoPage>
  );
}
