// Whether another site answers at all, for pages that frame it (the genome browser). The answer to a no-cors request
// is opaque, so nothing is read from it and no cookies are sent: it only arrives when the host answered.

/** Resolves when the host answers at `url` (any status); rejects on a network error or when `signal` aborts. */
export async function hostAnswers(url: string, signal: AbortSignal): Promise<void> {
  await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal });
}
