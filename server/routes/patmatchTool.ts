// The PatMatch tools service (001 §3.5, §7; tools contract): POST /tools-service/patmatch with the form's fields
// (application/x-www-form-urlencoded, as the form posts them in a new tab) answers an HTML results page, or a 400
// page naming the field at fault. The search runs in a worker thread (tools/patmatch/pool.ts); the pattern is
// checked here first, so a mistyped pattern is answered at once without reading a dataset. One client (request.ip: a
// forwarded address only from a proxy TRUST_PROXY names) may have two searches running or waiting at once, the
// third is answered 429; a search whose client goes away is cancelled. The results page is streamed: its hit table's
// rows come as bytes from the workers, and are sent a step at a time (resultsPage.ts), so that a page of 250,000 hits
// never holds this thread for more than a moment.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { styleNonce } from '../http/securityHeaders';
import { ClientGoneError, clientGoneSignal } from '../tools/shared/clientGone';
import { ClientShare, ClientShareError } from '../tools/shared/clientShare';
import { UnsupportedWithMismatches } from '../tools/patmatch/approximateMatcher';
import { compileMatcher } from '../tools/patmatch/matcher';
import { PatternError } from '../../contracts/patmatch/pattern';
import { PoolBusyError, SearchRefusedError, SearchTooLongError, type PatmatchPool } from '../tools/patmatch/pool';
import { readPatmatchRequest, RequestError, type FormFields } from '../tools/patmatch/request';
import { problemPage, resultsPage } from '../tools/patmatch/resultsPage';

export interface PatmatchToolOptions {
  /**
   * The worker threads that search, made and closed by the caller (app.ts); null when the database is in memory,
   * where the workers' own connections cannot reach it.
   */
  pool: PatmatchPool | null;
  /** Searches one client may have running or waiting at once (PATMATCH_PER_CLIENT by default). */
  perClient?: number;
}

/** Searches one client may have running or waiting at once: the other places stay open to others. */
export const PATMATCH_PER_CLIENT = 2;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export async function patmatchToolRoutes(app: FastifyInstance, { pool, perClient }: PatmatchToolOptions): Promise<void> {
  // Scoped to this plugin unless the server already reads forms everywhere.
  if (!app.hasContentTypeParser(FORM_CONTENT_TYPE)) await app.register(formbody);

  const share = new ClientShare(perClient ?? PATMATCH_PER_CLIENT);

  const answer = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(problemPage(message, styleNonce(reply)));

  app.post('/tools-service/patmatch', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return answer(reply, 400, 'The search form was not sent: post its fields (pat, current_db, …) as a form.');
    let search;
    try {
      search = readPatmatchRequest(body as FormFields);
      compileMatcher(search.pattern, search);
    } catch (error) {
      if (error instanceof RequestError) return answer(reply, 400, error.message);
      if (error instanceof PatternError || error instanceof UnsupportedWithMismatches) return answer(reply, 400, `Pattern (pat): ${error.message}`);
      throw error;
    }
    if (!pool) {
      return answer(reply, 503, 'Pattern searches need the portal database in a file; this server runs on an in-memory database.');
    }
    let giveBack: () => void;
    try {
      giveBack = share.take(request.ip);
    } catch (error) {
      if (!(error instanceof ClientShareError)) throw error;
      return answer(reply.header('Retry-After', '60'), 429, `${error.message} Wait for one of them to finish (or close its tab to cancel it), then search again.`);
    }
    try {
      const result = await pool.search(search.dataset.id, search, { signal: clientGoneSignal(reply) });
      return reply.type('text/html; charset=utf-8').send(resultsPage(search, result, styleNonce(reply), pool.timeLimitMs));
    } catch (error) {
      // Nobody reads this answer; the status tells the log why the search ended.
      if (error instanceof ClientGoneError) return answer(reply, 499, error.message);
      if (error instanceof PoolBusyError) return answer(reply.header('Retry-After', '60'), 503, error.message);
      if (error instanceof SearchRefusedError) return answer(reply, 400, `Pattern (pat): ${error.message}`);
      if (error instanceof SearchTooLongError) return answer(reply, 503, error.message);
      request.log.error(error);
      return answer(reply, 500, 'The pattern search failed; please try again later.');
    } finally {
      giveBack();
    }
  });
}
