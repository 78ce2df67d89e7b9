import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A few skeleton lines in place of a list that is still loading, announced to screen readers by its label. */
export function LoadingLines({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="text" width={`${70 - index * 15}%`} />
      ))}
    </Box>
  );
}
