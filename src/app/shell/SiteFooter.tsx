import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { socialLinks } from '../../features/home/socialLinks';
import { CURATOR_MAILBOX, shellLinks } from '../../site/shellLinks';
import { PartnerMark } from './PartnerMark';
import { versionText } from '../../site/version';
import { NewTabNote } from '../../ui/NewTabNote';

const linkSx = { color: 'inherit', '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } } as const;
const newTab = <NewTabNote />;

/** The bottom of every page (000 §2.1): the curators' mailbox, social links, release notes, partner and version. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: { xs: 2, sm: 3 },
        py: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          Questions or corrections? Write to the curators at{' '}
          <Link href={`mailto:${CURATOR_MAILBOX}`} sx={linkSx}>
            {CURATOR_MAILBOX}
          </Link>
        </Typography>
        <Link href={shellLinks.releaseNotes} target="_blank" rel="noopener noreferrer" variant="body2" sx={linkSx}>
          Release notes{newTab}
        </Link>
      </Box>
      <Box component="ul" aria-label="TAIR on social media" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {socialLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} target="_blank" rel="noopener noreferrer" variant="body2" sx={linkSx}>
              {link.label}
              {newTab}
            </Link>
          </li>
        ))}
      </Box>
      <Box>
        <Typography component="p" variant="body2" sx={{ mb: 1 }}>
          TAIR is run by the nonprofit
        </Typography>
        <PartnerMark />
        <Typography component="p" variant="body2" sx={{ mt: 1 }}>
          {versionText}
        </Typography>
      </Box>
    </Box>
  );
}
