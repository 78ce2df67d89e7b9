import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { REVIEW_PATH } from '../../features/submit/review/reviewPath';
import { loginLinkFor } from '../../session/loginLink';
import { useSession } from '../../session/useSession';
import { shellLinks } from '../../site/shellLinks';
import { NewTabNote } from '../../ui/NewTabNote';

const siteLinks = [
  { to: '/', label: 'Home' },
  { to: '/help', label: 'Help' },
  { to: '/contact', label: 'Contact' },
  { to: '/about/overview', label: 'About' },
];

const registerLink = { to: '/register', label: 'Register' };

const memberLinks = [
  { to: '/profile', label: 'Profile' },
  { to: '/auth/logout', label: 'Logout' },
];

// A curator's way to the curator tools from any page (beyond 000 §2.1, which shows no use of the curator flag).
const curatorLinks = [{ to: REVIEW_PATH, label: 'Curator Tools' }, ...memberLinks];

// A 24 px target (WCAG 2.2 AA) however small the phone's text.
const linkSx = { color: 'inherit', display: 'inline-flex', alignItems: 'center', minHeight: 24, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } } as const;

/**
 * 000 §2.1 / §6: the header's links. A visitor sees Login and Register, a member Profile and Logout; while the
 * profile is still loading neither pair shows, so a member never sees Login flash up. A curator also sees Curator
 * Tools.
 */
export function HeaderLinks() {
  const session = useSession();
  const { loggedIn, loading } = session;
  const location = useLocation();
  // Login brings the visitor back to the page they are reading.
  const accountLinks = loading ? [] : loggedIn ? (session.isCurator ? curatorLinks : memberLinks) : [{ to: loginLinkFor(location), label: 'Login' }, registerLink];

  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: { xs: 1.5, sm: 2 }, rowGap: 0, minHeight: 24, typography: { xs: 'body2', sm: 'body1' } }}
    >
      {siteLinks.map((link) => (
        <li key={link.to}>
          <Link component={RouterLink} to={link.to} sx={linkSx}>
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <Link href={shellLinks.subscribe} target="_blank" rel="noopener noreferrer" sx={linkSx}>
          Subscribe
          <NewTabNote />
        </Link>
      </li>
      {accountLinks.map((link) => (
        <li key={link.label}>
          <Link component={RouterLink} to={link.to} sx={{ ...linkSx, fontWeight: 700 }}>
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}
