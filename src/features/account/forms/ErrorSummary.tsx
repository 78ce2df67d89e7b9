import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { FieldErrors } from 'react-hook-form';

/** The messages of a failed submit, in the order the fields appear on the form. */
export function errorMessagesInOrder(errors: FieldErrors, fieldOrder: readonly string[]): string[] {
  return fieldOrder.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [message] : [];
  });
}

/** What a submit found wrong, all in one place and announced (each message also sits under its own field). */
export function ErrorSummary({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>Please correct the following:</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
