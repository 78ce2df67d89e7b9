import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { authMessages } from './authMessages';
import { useOrcidSignIn } from './useOrcidSignIn';

/** A button that opens the ORCID sign-in page, with the reason below it when that page cannot be opened. */
export function OrcidSignInButton({ label }: { label: string }) {
  const { start, busy, error } = useOrcidSignIn();
  const errorId = useId();
  return (
    <Box>
      <Button variant="contained" onClick={() => void start()} disabled={busy} aria-describedby={error ? errorId : undefined}>
        {busy ? authMessages.connecting : label}
      </Button>
      {error && (
        <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
