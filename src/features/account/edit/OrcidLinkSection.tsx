import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { unlinkOrcid } from '../../../api/accounts';
import { useReloadSession, useSession } from '../../../session/useSession';
import { FormOutcome, type Outcome } from '../forms/FormOutcome';
import { personMessages } from './personForm';

async function unlinked(credentialId: string, secretKey: string): Promise<boolean> {
  try {
    const answer = await unlinkOrcid(credentialId, secretKey);
    return answer.ok && (answer.body as { success?: unknown } | null)?.success === true;
  } catch {
    return false;
  }
}

/**
 * 000 §2.7: the member's ORCID link. Without an ORCID iD, a button to the ORCID link page; with one, the iD and
 * an unlink action that asks first, then clears it and reloads the session.
 */
export function OrcidLinkSection({ communityId }: { communityId: string }) {
  const headingId = useId();
  const dialogTitleId = useId();
  const session = useSession();
  const reloadSession = useReloadSession();
  const [confirming, setConfirming] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const unlink = async () => {
    setConfirming(false);
    setUnlinking(true);
    setOutcome(null);
    const done = await unlinked(session.credentialId, session.secretKey);
    setUnlinking(false);
    setOutcome(done ? { severity: 'success', text: personMessages.orcidUnlinked } : { severity: 'error', text: personMessages.orcidUnlinkFailed });
    await reloadSession();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        ORCID
      </Typography>
      {outcome && <FormOutcome outcome={outcome} />}
      {session.orcidId ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            Linked ORCID iD:{' '}
            <Link href={`https://orcid.org/${encodeURIComponent(session.orcidId)}`} target="_blank" rel="noopener noreferrer">
              {session.orcidId}
            </Link>
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={unlinking}>
            {unlinking ? 'Unlinking...' : 'Unlink ORCID'}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography>No ORCID iD is linked to this account. TAIR needs one to give you access to its services.</Typography>
          <Button variant="contained" component={RouterLink} to={`/linktoorcid?communityId=${encodeURIComponent(communityId)}`}>
            Link ORCID Account
          </Button>
        </Box>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>Unlink your ORCID account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your ORCID iD {session.orcidId} will no longer be linked to this TAIR account, and you will not be able to log in with ORCID
            until you link it again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void unlink()}>
            Unlink
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
