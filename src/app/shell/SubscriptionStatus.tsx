import Typography from '@mui/material/Typography';
import { useInstitution } from '../../session/useSession';

/** The line the header shows for the visitor's institution, or null when the server said nothing usable. */
export function subscriptionStatusText({ name, status }: { name: string; status: string }): string | null {
  if (status === 'subscribed') return name ? `Subscribed: ${name}` : 'Subscribed';
  if (status === 'not subscribed') return 'Not subscribed';
  return null;
}

/** 000 §1: the institution's subscription status in the header; nothing when the status could not be read (000 §8). */
export function SubscriptionStatus() {
  const text = subscriptionStatusText(useInstitution());
  if (!text) return null;
  return (
    <Typography component="p" variant="body2" sx={{ m: 0, fontWeight: 600, fontSize: { xs: '0.75rem', sm: undefined } }}>
      {text}
    </Typography>
  );
}
