import Box from '@mui/material/Box';

/** The diamond that marks premium content (000 §2.1, 002 §1). */
export function PremiumMark() {
  return (
    <Box component="span" role="img" aria-label="Premium content" title="Premium content" sx={{ color: '#0d47a1', fontSize: '0.8em', ml: 1 }}>
      ◆
    </Box>
  );
}
