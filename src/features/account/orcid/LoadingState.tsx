import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { authMessages } from './authMessages';

/** 000 §2.4 Loading: a spinner and 'Loading...', announced to screen readers. */
export function LoadingState() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{authMessages.loading}</Typography>
    </Box>
  );
}
