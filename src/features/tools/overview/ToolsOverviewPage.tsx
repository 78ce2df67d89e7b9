import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { isExternal, type MenuEntry } from '../../../site/menus';
import { ExternalLink } from '../../../ui/ExternalLink';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { PremiumMark } from '../../../ui/PremiumMark';
import { outsideTools, portalTools, toolDescriptions } from './toolsOverview';

// Whole-line links: at least 24 px tall, with a ring for keyboard focus.
const linkSx = { display: 'inline-block', minHeight: 24, py: 0.25, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

function ToolItem({ entry }: { entry: MenuEntry }) {
  return (
    <li>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {isExternal(entry) ? (
          <ExternalLink href={entry.href} sx={linkSx}>
            {entry.label}
          </ExternalLink>
        ) : (
          <Link component={RouterLink} to={entry.to} sx={linkSx}>
            {entry.label}
          </Link>
        )}
        {entry.premium && <PremiumMark />}
      </Typography>
      <Typography variant="body2">{toolDescriptions[entry.label]}</Typography>
    </li>
  );
}

function ToolList({ id, heading, intro, entries }: { id: string; heading: string; intro: string; entries: MenuEntry[] }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 3 }}>
      <Typography variant="h5" component="h2" id={`${id}-heading`} gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      <Box component="ul" aria-labelledby={`${id}-heading`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {entries.map((entry) => (
          <ToolItem key={entry.label} entry={entry} />
        ))}
      </Box>
    </Box>
  );
}

/** /tools/overview (000 §2.1): every tool of the Tools menu and bulk retrieval, one sentence on each. */
export function ToolsOverviewPage() {
  useEffect(() => {
    document.title = 'TAIR - Tools';
  }, []);

  return (
    <Box sx={{ maxWidth: 860, minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Tools' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Tools
      </Typography>
      <Typography>
        Sequence tools that run on this portal, and the genome viewers and analysis tools researchers use with it.
        Tools marked with a diamond are premium, meant for subscribers.
      </Typography>
      <ToolList
        id="portal-tools"
        heading="Sequence tools"
        intro="Search the Arabidopsis sequences by similarity or by pattern, or fetch the sequences of a list of loci."
        entries={portalTools}
      />
      <ToolList
        id="outside-tools"
        heading="Viewers and analysis tools"
        intro="These open in a new tab, on the sites that host them."
        entries={outsideTools}
      />
    </Box>
  );
}
