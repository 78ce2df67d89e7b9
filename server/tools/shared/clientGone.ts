// A search whose client has gone away (the tab closed, the request aborted) is of no use to anyone: the signal made
// here aborts when the connection closes before the answer was sent, so that a waiting search leaves its queue and a
// running one is stopped (its BLAST+ process killed, its PatMatch worker told to stop) instead of holding a place
// other users need.
import type { FastifyReply } from 'fastify';

export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection, so the search was cancelled.');
    this.name = 'ClientGoneError';
  }
}

/**
 * Aborts (with a ClientGoneError) when the response's connection closes before the response was sent. The request's
 * own 'close' event is no use for this: Node emits it as soon as the body has been read.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableEnded) controller.abort(new ClientGoneError());
  });
  return controller.signal;
}

/** The error a search stopped by `signal` ends with. */
export const abortReason = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new ClientGoneError());
