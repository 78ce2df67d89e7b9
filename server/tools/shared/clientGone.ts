// A search stopped by an abort signal (a tools job cancelled from its page, tools/jobs/) is of no use to anyone: a
// waiting search leaves its queue and a running one is stopped (its BLAST+ process killed, its PatMatch worker told to
// stop) instead of holding a place other users need. The error it ends with, when the signal gives none of its own.

export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection, so the search was cancelled.');
    this.name = 'ClientGoneError';
  }
}

/** The error a search stopped by `signal` ends with. */
export const abortReason = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new ClientGoneError());
