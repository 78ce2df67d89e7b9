// 000 §2.2: a member the server refuses (no linked ORCID iD, no subscribed network, too few usage units left for
// what was asked) gets 403 with a sentence saying what would open it. Pages show that sentence where they would
// otherwise say only that something could not be loaded.

/** The server's sentence of a 403 answer ({ error: '…' }), or undefined for any other answer. */
export function refusalReason(status: number, body: unknown): string | undefined {
  if (status !== 403 || typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/** The server's own sentence of a refusal written { error: true, message: '…' } (a 400 naming a field, a 429 limit). */
export function refusalMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The sentence a page shows in place of its failure: a 403's reason, or a 429's message saying which limit was met
 * and when to try again (the gene actions' 3 at once and 30 a minute per address).
 */
export function refusalShown(status: number, body: unknown): string | undefined {
  return refusalReason(status, body) ?? (status === 429 ? refusalMessage(body) : undefined);
}
