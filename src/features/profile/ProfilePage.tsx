import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession, type SessionState } from '../../session/useSession';
import { AccountType } from './AccountType';
import { ActivationForm } from './ActivationForm';
import { AddressCard } from './AddressCard';
import { CuratorTools } from './CuratorTools';
import { DataContributionCard } from './DataContributionCard';
import { ProfileCard } from './ProfileCard';
import { QuickLinks } from './QuickLinks';
import { SubscriptionStatusLine } from './SubscriptionStatusLine';
import { UnlinkOrcid } from './UnlinkOrcid';
import { UsageTracker } from './UsageTracker';
import { affiliationsOf } from './affiliations';
import { personDetailsQuery } from '../../api/personDetails';

export const PROFILE_TITLE = 'My Profile';

function NotLoggedIn() {
  // 000 §2.6: the sentence reads exactly 'You are not logged in. Please login to view this page.'
  return (
    <Typography role="alert">
      You are not logged in. Please{' '}
      <Link component={RouterLink} to="/login">
        login
      </Link>{' '}
      to view this page.
    </Typography>
  );
}

function MemberProfile({ session }: { session: SessionState }) {
  const details = useQuery(personDetailsQuery(session.communityId));
  const affiliations = affiliationsOf(details.data, session.affiliations);
  // The person details are the record's own flag; the session's stands in while they load or if they fail.
  const registeringForAbrc = details.data?.REGISTERING_FOR_ABRC ? details.data.REGISTERING_FOR_ABRC === 'T' : session.registeringForAbrc;
  const name = [session.firstName || details.data?.FIRST_NAME, session.lastName || details.data?.LAST_NAME].filter(Boolean).join(' ');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <ProfileCard title="Account">
        <Box component="dl" sx={{ m: 0, mb: 1, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
          <dt>Name</dt>
          <dd>{name || '—'}</dd>
          <dt>Username</dt>
          <dd>{session.username}</dd>
          <dt>Email</dt>
          <dd>{session.email || '—'}</dd>
        </Box>
        <AccountType registeringForAbrc={registeringForAbrc} />
      </ProfileCard>
      <ProfileCard title="Subscription">
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <SubscriptionStatusLine communityId={session.communityId} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            Usage Units
          </Typography>
          <UsageTracker partyId={session.partyId} />
          <ActivationForm partyId={session.partyId} communityId={session.communityId} />
        </Box>
      </ProfileCard>
      <ProfileCard title="ORCID">
        <UnlinkOrcid orcidId={session.orcidId} credentialId={session.credentialId} secretKey={session.secretKey} />
      </ProfileCard>
      <QuickLinks communityId={session.communityId} affiliations={affiliations} />
      {registeringForAbrc ? <DataContributionCard /> : null}
      {session.isCurator ? <CuratorTools /> : null}
      <AddressCard details={details.data} loading={details.isPending} failed={details.isError} affiliations={affiliations} />
    </Box>
  );
}

/** The logged-in member's own page (000 §2.6): account, subscription and usage units, ORCID, links and address. */
export function ProfilePage() {
  const session = useSession();
  useEffect(() => {
    document.title = PROFILE_TITLE;
  }, []);

  let body;
  if (session.loading) body = <Typography role="status">Loading ...</Typography>;
  else if (!session.loggedIn || !session.communityId) body = <NotLoggedIn />;
  else body = <MemberProfile session={session} />;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PROFILE_TITLE}
      </Typography>
      {body}
    </>
  );
}
