import Alert from '@mui/material/Alert';

export interface Outcome {
  severity: 'success' | 'error';
  text: string;
}

/** What the server made of a submit: a success is a status message, a failure an alert. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'} sx={{ mb: 2 }}>
      {outcome.text}
    </Alert>
  );
}
