import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../../ui/Notice';
import { RegisterHereButton } from '../login/RegisterHereButton';
import { authMessages, CURATOR_MAILBOX } from './authMessages';
import { LoadingState } from './LoadingState';
import { OrcidSignInButton } from './OrcidSignInButton';

/** The heading every state of the ORCID page opens with: the page's one h1. */
function StateHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

export const ORCID_PAGE_HEADING = 'ORCID Connection';

export function OrcidLoadingView() {
  return (
    <>
      <StateHeading>{ORCID_PAGE_HEADING}</StateHeading>
      <LoadingState />
    </>
  );
}

/** A member without an ORCID iD: the portal asks them to connect one before using its services (000 §1). */
export function NotLinkedView({ name, statusError }: { name: string; statusError: string }) {
  return (
    <>
      <StateHeading>{name ? `Welcome, ${name}` : 'Welcome'}</StateHeading>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {statusError && <Notice tone="error">{statusError}</Notice>}
        <Notice tone="info">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {authMessages.connectionRequired}
          </Typography>
          <Typography variant="body2">
            TAIR now asks every member to connect an ORCID account before using its services. Connecting takes you to
            ORCID to sign in, then brings you back here.
          </Typography>
        </Notice>
        <OrcidSignInButton label={authMessages.connectButton} />
      </Box>
    </>
  );
}

export function LinkedView() {
  return (
    <>
      <StateHeading>{authMessages.linkedHeading}</StateHeading>
      <Typography>{authMessages.linkedText}</Typography>
    </>
  );
}

/** An ORCID iD that returned with no TAIR account behind it (or nobody logged in to link it to). */
export function NotLoggedInView() {
  return (
    <>
      <StateHeading>{authMessages.notLoggedInHeading}</StateHeading>
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>
          Your ORCID account is not linked to a TAIR account. Log in with your TAIR username and password to connect
          it, or create a TAIR account.
        </Typography>
        <Link component={RouterLink} to="/login">
          Go to the TAIR login page
        </Link>
        <RegisterHereButton />
      </Box>
    </>
  );
}

/** The returned ORCID iD belongs to another TAIR account. */
export function AlreadyLinkedView() {
  return (
    <>
      <StateHeading>{authMessages.alreadyLinkedHeading}</StateHeading>
      <Typography>
        This ORCID account is already linked to another TAIR account. Unlink it from that account first, or contact{' '}
        <Link href={`mailto:${CURATOR_MAILBOX}`}>{CURATOR_MAILBOX}</Link> for help.
      </Typography>
    </>
  );
}

/** The callback failed; a member may try again, a visitor goes back to the login page. */
export function CallbackErrorView({ message, loggedIn }: { message: string; loggedIn: boolean }) {
  return (
    <>
      <StateHeading>{ORCID_PAGE_HEADING}</StateHeading>
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Notice tone="error">{message}</Notice>
        {loggedIn ? (
          <OrcidSignInButton label={authMessages.connectButton} />
        ) : (
          <Link component={RouterLink} to="/login">
            Go to the TAIR login page
          </Link>
        )}
      </Box>
    </>
  );
}
