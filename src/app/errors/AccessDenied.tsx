import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { REVIEW_PATH } from '../../features/submit/review/reviewPath';
import { loginLinkFor } from '../../session/loginLink';
import { useSession } from '../../session/useSession';

/**
 * Where a guarded page sends a visitor who may not read it (000 §2.2), with the way in that fits who they are. The
 * address holds the refused page (routeGuards.ts), so that logging in from here returns to it.
 */
export function AccessDenied() {
  const session = useSession();
  const location = useLocation();
  useEffect(() => {
    document.title = 'Access Denied';
  }, []);
  // The curator pages refuse a visitor who is not logged in (curatorGuard.ts): ORCID and subscriptions open no door there.
  const refused = new URLSearchParams(location.search).get('redirect') ?? '';
  if (refused.startsWith(REVIEW_PATH)) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          Access Denied
        </Typography>
        <Typography gutterBottom>This page is for TAIR curators.</Typography>
        {session.loading || session.loggedIn ? null : (
          <Typography gutterBottom>
            Please <Link component={RouterLink} to={loginLinkFor(location)}>log in</Link> with an account that has curator
            rights.
          </Typography>
        )}
        <Link component={RouterLink} to="/">
          Go to Home Page
        </Link>
      </>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Access Denied
      </Typography>
      <Typography gutterBottom>
        Record pages are open to members who have connected their account to ORCID and to visitors from subscribing
        institutions.
      </Typography>
      {session.loading ? null : session.loggedIn ? (
        <Typography gutterBottom>
          Your account is not connected to ORCID yet: <Link component={RouterLink} to="/linktoorcid">connect ORCID</Link> to
          open this page, or enter an activation code on your <Link component={RouterLink} to="/profile">profile</Link>.
        </Typography>
      ) : (
        <Typography gutterBottom>
          Please <Link component={RouterLink} to={loginLinkFor(location)}>log in</Link>, or{' '}
          <Link component={RouterLink} to="/register">register</Link> for a free account and connect it to ORCID.
        </Typography>
      )}
      <Link component={RouterLink} to="/">
        Go to Home Page
      </Link>
    </>
  );
}
