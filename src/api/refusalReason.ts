// 000 §2.2: a member the server refuses (no linked ORCID iD, no subscribed network, too few usage units left for
// what was asked) gets 403 with a sentence saying what would open it. Pages show that sentence where they would
// otherwise say only that something could not be loaded.

/** The server's sentence of a 403 answer ({ error: '…' }), or undefined for any other answer. */
export function refusalReason(status: number, body: unknown): string | undefined {
  if (status !== 403 || typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}
