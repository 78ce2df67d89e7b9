import Typography from '@mui/material/Typography';
import { useSubscriptionStatus } from '../../session/useSession';
import { formatUsShortDate, laterExpiry } from './usageMeter';

/** 000 §3: whether the member is subscribed, and until when (the later of the two expiry dates, 000 §9). */
export function SubscriptionStatusLine({ communityId }: { communityId: string }) {
  const status = useSubscriptionStatus(communityId);
  if (status.loading) return <Typography>Subscription status: Loading ...</Typography>;
  const expiry = formatUsShortDate(laterExpiry(status.freeExpiryDate, status.expDate));
  return (
    <Typography>
      Subscription status: <strong>{status.subscribed ? 'Subscribed' : 'Not subscribed'}</strong>
      {status.subscribed && expiry ? ` (expires ${expiry})` : null}
    </Typography>
  );
}
