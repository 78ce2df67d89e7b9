import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** Approving publishes the symbol at once, so it is asked again, as a rejection asks for its reason. */
export function ApproveConfirm({ symbol, busy, onConfirm, onCancel }: {
  symbol: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  // The Approve button that opened this question is gone: its answer takes the focus in its place.
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Box role="group" aria-label={`Approve ${symbol}`} sx={{ display: 'grid', gap: 1, mt: 2 }}>
      <Typography>Approve {symbol}? It is then listed among the gene class symbols at once.</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button ref={confirm} variant="contained" color="success" disabled={busy} onClick={onConfirm}>
          Confirm approval
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
