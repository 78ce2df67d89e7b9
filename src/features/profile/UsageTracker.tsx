import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from '../../ui/ExternalLink';
import { bucketUsageQuery, type UsageTracker as Tracker } from './profileQueries';
import { SUBSCRIBE_URL } from './profileLinks';
import { formatUsShortDate, laterExpiry, usageLevel, usagePercent, type UsageLevel } from './usageMeter';

/** How units are spent (the server's rule: server/detailAccess.ts, and which calls spend them, server/access/contentAccess.ts). */
export const UNIT_RULE =
  'Opening a record page you have not opened in the last 24 hours uses one unit. So does each such locus of a gene action or of Get Sequences, each subscriber data file and each BLAST or PatMatch search. Reading on a subscribed institution’s network or with a linked ORCID iD uses none.';

/** Bar colours for 000 §9's levels. */
export const usageLevelColours: Record<UsageLevel, string> = {
  green: '#2e7d32',
  yellow: '#f9a825',
  red: '#c62828',
};

function UsageFigures({ tracker }: { tracker: Tracker }) {
  const percent = usagePercent(tracker.remaining_units, tracker.total_units);
  const level = usageLevel(percent);
  const expiry = formatUsShortDate(laterExpiry(tracker.free_expiry_date, tracker.expiry_date));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        {tracker.remaining_units} of {tracker.total_units} units remaining
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Usage units remaining"
        aria-valuetext={`${Math.round(percent)}% of units remaining`}
        data-level={level}
        sx={{ height: 10, borderRadius: 5, bgcolor: '#e0e0e0', '& .MuiLinearProgress-bar': { bgcolor: usageLevelColours[level] } }}
      />
      {expiry ? <Typography variant="body2">Units expire on {expiry}</Typography> : null}
      <Typography variant="body2">{UNIT_RULE}</Typography>
      {typeof tracker.bucketsBought === 'number' ? (
        <Typography variant="body2">Unit packages bought: {tracker.bucketsBought}</Typography>
      ) : null}
    </Box>
  );
}

function NoUsageUnits() {
  return (
    <Box>
      <Typography sx={{ fontWeight: 'bold' }}>No Usage Units Available</Typography>
      <Typography variant="body2">
        Enter an activation code below, or <ExternalLink href={SUBSCRIBE_URL}>subscribe to TAIR</ExternalLink> for full
        access.
      </Typography>
    </Box>
  );
}

/**
 * 000 §4 and §9: the member's usage units — a spinner while they load, the figures and bar when there is a tracker,
 * else a prompt to enter an activation code or subscribe. Without a party id there is nothing to ask for.
 */
export function UsageTracker({ partyId }: { partyId: string }) {
  const { data: tracker, isPending } = useQuery({ ...bucketUsageQuery(partyId), enabled: partyId !== '' });
  if (partyId === '') return <NoUsageUnits />;
  if (isPending) return <CircularProgress size={28} aria-label="Loading usage units" />;
  return tracker ? <UsageFigures tracker={tracker} /> : <NoUsageUnits />;
}
