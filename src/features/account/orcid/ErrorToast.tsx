import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A dismissible error message at the foot of the screen (000 §4: the ORCID callback's error toast). */
export function ErrorToast({ message, open, onClose }: { message: string; open: boolean; onClose: () => void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={8_000}
      // A click elsewhere on the page should not dismiss the message before it is read.
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
