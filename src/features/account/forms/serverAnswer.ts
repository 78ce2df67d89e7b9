// Reading what the account calls answered when they refuse: 400 and 409 carry { error, field } (server/routes/user.ts,
// organization.ts); other failures may carry a message, plain text, or nothing.

const LONGEST_TEXT_ANSWER = 300;

/** The `error` text of an answer's body, when it has one. */
export function serverErrorOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' && error.trim() ? error.trim() : undefined;
}

/** The `error` text, or else a short plain-text body (an HTML error page is no message for a reader). */
export function serverErrorOrText(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text && text.length <= LONGEST_TEXT_ANSWER && !text.startsWith('<') ? text : undefined;
  }
  return serverErrorOf(body);
}

/** The form field a refusal is about, when the body names one. */
export function serverFieldOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const field = (body as { field?: unknown }).field;
  return typeof field === 'string' && field ? field : undefined;
}
