import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { unlinkOrcid } from '../../api/accounts';
import { useReloadSession } from '../../session/useSession';
import { ProfileLink } from './ProfileLink';
import { orcidPageUrl } from './profileLinks';

export const unlinkTexts = {
  success: 'ORCID account successfully unlinked',
  failure: 'Failed to unlink ORCID account. Please try again.',
} as const;

type Toast = { severity: 'success' | 'error'; message: string };

/** 000 §7: unlink-orcid answers { success }; anything else, or no answer, is a failure. */
async function unlinkSucceeded(credentialId: string, secretKey: string): Promise<boolean> {
  try {
    const answer = await unlinkOrcid(credentialId, secretKey);
    return answer.ok && (answer.body as { success?: unknown } | null)?.success === true;
  } catch {
    return false;
  }
}

interface UnlinkOrcidProps {
  orcidId: string;
  credentialId: string;
  secretKey: string;
}

/**
 * 000 §4: the member's ORCID iD with an 'Unlink ORCID' action behind a confirmation; on success the session is
 * reloaded, which clears the iD and turns this part into the way to connect one again (/linktoorcid).
 */
export function UnlinkOrcid({ orcidId, credentialId, secretKey }: UnlinkOrcidProps) {
  const [confirming, setConfirming] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  // The toast keeps its text while it closes, so it does not go blank on the way out.
  const [toast, setToast] = useState<Toast | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const reloadSession = useReloadSession();
  const titleId = useId();
  const textId = useId();

  const unlink = async () => {
    setUnlinking(true);
    const succeeded = await unlinkSucceeded(credentialId, secretKey);
    setUnlinking(false);
    setConfirming(false);
    setToast(succeeded ? { severity: 'success', message: unlinkTexts.success } : { severity: 'error', message: unlinkTexts.failure });
    setToastOpen(true);
    if (succeeded) await reloadSession();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {orcidId ? (
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            ORCID iD:{' '}
            <ProfileLink to={orcidPageUrl(orcidId)} external>
              {orcidId}
            </ProfileLink>
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Unlink ORCID
          </Button>
        </>
      ) : (
        <Typography>
          Your account is not connected to ORCID. <ProfileLink to="/linktoorcid">Connect your ORCID iD</ProfileLink> to
          open record pages.
        </Typography>
      )}
      <Dialog open={confirming} onClose={() => !unlinking && setConfirming(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Unlink ORCID?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            Your TAIR account will no longer be connected to the ORCID iD {orcidId}. Record pages need a connected
            ORCID iD or a subscription.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={unlinking}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void unlink()} disabled={unlinking}>
            {unlinking ? 'Unlinking...' : 'Unlink'}
          </Button>
        </DialogActions>
      </Dialog>
      {toast ? (
        <Snackbar open={toastOpen} autoHideDuration={6000} onClose={() => setToastOpen(false)}>
          <Alert severity={toast.severity} role={toast.severity === 'success' ? 'status' : 'alert'} onClose={() => setToastOpen(false)} variant="filled">
            {toast.message}
          </Alert>
        </Snackbar>
      ) : null}
    </Box>
  );
}
