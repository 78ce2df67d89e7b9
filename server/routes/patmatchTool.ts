// The PatMatch tools service (001 §3.5, §7; tools contract): POST /tools-service/patmatch with the form's fields
// (application/x-www-form-urlencoded, as the form posts them in a new tab). The pattern is checked here first, so a
// mistyped pattern is answered at once (a 400 page naming the field at fault) without reading a dataset; an accepted
// search becomes a job (tools/jobs/) and the post is answered 303 with the job's address, where its progress and
// then its results page are kept for 7 days (GET /tools-service/patmatch/{job id}: 202 progress, then the page;
// 404 unknown or expired; POST …/cancel stops it). The search runs in a worker thread (tools/patmatch/pool.ts), which
// also makes the rows of the hit table as bytes; the job keeps the page's content as those bytes. One client
// (request.ip: a forwarded address only from a proxy TRUST_PROXY names) may have PATMATCH_PER_CLIENT searches queued
// or running at once, the next is answered 429 (toolJobs.ts says why that is the bound).
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { styleNonce } from '../http/securityHeaders';
import type { JobAnswer, ToolJobStore } from '../tools/jobs/jobStore';
import type { ToolLabels } from '../tools/jobs/jobPages';
import { prefilledAddress, registerJobRoutes, seeJob } from '../tools/jobs/jobReplies';
import { JobShareError, toolJobs } from '../tools/jobs/toolJobs';
import { postedFields } from '../tools/shared/postedFields';
import { UnsupportedWithMismatches } from '../tools/patmatch/approximateMatcher';
import { compileMatcher } from '../tools/patmatch/matcher';
import { PatternError } from '../../contracts/patmatch/pattern';
import { PoolBusyError, SearchRefusedError, SearchTooLongError, type PatmatchPool } from '../tools/patmatch/pool';
import { readPatmatchRequest, RequestError, type FormFields } from '../tools/patmatch/request';
import { patmatchPageAround, problemContent, problemPage, PROBLEM_TITLE, resultsContent, resultsTitle } from '../tools/patmatch/resultsPage';

export interface PatmatchToolOptions {
  /**
   * The worker threads that search, made and closed by the caller (app.ts); null when the database is in memory,
   * where the workers' own connections cannot reach it.
   */
  pool: PatmatchPool | null;
  /** Where the jobs and their answers are kept. */
  jobStore: ToolJobStore;
  /** Searches one client may have queued or running at once (PATMATCH_PER_CLIENT by default). */
  perClient?: number;
}

/** Searches one client may have queued or running at once: the other places stay open to others. */
export const PATMATCH_PER_CLIENT = 2;

export const PATMATCH_LABELS: ToolLabels = {
  name: 'PatMatch',
  servicePath: '/tools-service/patmatch',
  formPath: '/tools/Patmatch',
  prefilledForm: (params) => prefilledAddress('/tools/Patmatch', params),
};

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

const problem = (status: number, message: string): JobAnswer => ({ status, kind: 'page', title: PROBLEM_TITLE, body: Buffer.from(problemContent(message)) });

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function patmatchToolRoutes(app: FastifyInstance, { pool, jobStore, perClient }: PatmatchToolOptions): Promise<void> {
  // Scoped to this plugin unless the server already reads forms everywhere.
  if (!app.hasContentTypeParser(FORM_CONTENT_TYPE)) await app.register(formbody);

  const jobs = await toolJobs({
    store: jobStore,
    tool: 'patmatch',
    perClient: perClient ?? PATMATCH_PER_CLIENT,
    endedEarly: (reason) =>
      problem(reason === 'cancelled' ? 499 : 500, reason === 'cancelled' ? 'The search was cancelled before it ended.' : 'The server stopped or failed before this search ended; please run it again.'),
    log: (error) => app.log.error(error),
  });
  app.addHook('onClose', () => jobs.close());

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
    const fields = postedFields(body);
    try {
      const job = await jobs.submit(request.ip, fields, async (started, signal) => {
        started();
        try {
          const result = await pool.search(search.dataset.id, search, { signal });
          const content = await bytesOf(resultsContent(search, result, pool.timeLimitMs));
          return { state: 'done', answer: { status: 200, kind: 'page', title: resultsTitle(search), body: content } };
        } catch (error) {
          if (error instanceof PoolBusyError) return { state: 'failed', answer: problem(503, error.message) };
          if (error instanceof SearchRefusedError) return { state: 'failed', answer: problem(400, `Pattern (pat): ${error.message}`) };
          if (error instanceof SearchTooLongError) return { state: 'failed', answer: problem(503, error.message) };
          throw error;
        }
      });
      return seeJob(reply, PATMATCH_LABELS, job);
    } catch (error) {
      if (!(error instanceof JobShareError)) throw error;
      return answer(reply.header('Retry-After', '60'), 429, `${error.message} Wait for one of them to finish (or cancel it from its page), then search again.`);
    }
  });

  registerJobRoutes(app, { labels: PATMATCH_LABELS, jobs, shell: patmatchPageAround });
}
