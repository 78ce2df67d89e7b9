import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

export const REASON_REQUIRED = 'Please give a reason for the rejection.';

/** Rejecting a submission needs a reason, which the submission keeps. */
export function RejectForm({ symbol, busy, onSubmit, onCancel }: {
  symbol: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  // The Reject button that opened this form is gone: the reason field takes the focus in its place.
  useEffect(() => input.current?.focus(), []);
  const error = tried && reason.trim() === '' ? REASON_REQUIRED : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() !== '') onSubmit(reason.trim());
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Reject ${symbol}`} sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <TextField
        id={`${id}-reason`}
        label="Reason for rejection"
        required
        multiline
        minRows={2}
        fullWidth
        size="small"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        inputRef={input}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          Reject submission
        </Button>
        <Button type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
