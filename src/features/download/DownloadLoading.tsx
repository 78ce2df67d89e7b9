import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with a line of text, announced politely to screen readers. */
export function DownloadLoading({ what }: { what: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>Loading {what}…</Typography>
    </Box>
  );
}
