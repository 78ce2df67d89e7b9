import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * A decision asked again before it is sent: approving publishes the symbol at once, and returning a decided
 * submission to pending withdraws what its decision did, so both are confirmed, as a rejection asks for its reason.
 */
export function ConfirmStep({ label, question, confirmLabel, color, busy, onConfirm, onCancel }: {
  /** Names the group for assistive technology, e.g. 'Approve ZAP'. */
  label: string;
  question: string;
  confirmLabel: string;
  color: 'success' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  // The button that opened this question is gone: its answer takes the focus in its place.
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 1, mt: 2 }}>
      <Typography>{question}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button ref={confirm} variant="contained" color={color} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
