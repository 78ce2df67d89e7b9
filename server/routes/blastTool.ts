// The BLAST tools service (001 §2.6, §3.4, §7; tools contract): the BLAST form posts its fields here
// (application/x-www-form-urlencoded, in a new tab). A search the service accepts becomes a job (tools/jobs/) and
// the post is answered with the job's address, where the search's progress and then its results (a page, or plain
// text for ReplyFormat TEXT) are kept for 7 days:
//   POST /tools-service/blast             → 303 to /tools-service/blast/{job id}; 400 a page naming the problem;
//                                           429 this client's share of searches taken; 503 BLAST+ missing or busy
//   GET  /tools-service/blast/{job id}    → 202 progress page (reloads itself); then the answer as the search gave
//                                           it (200 results; 400, 500 or 503 a page saying why it did not run);
//                                           404 unknown or expired
//   POST /tools-service/blast/{job id}/cancel → 303 back to the job, cancelled if it was still queued or running
// The client is request.ip (a forwarded address only from a proxy TRUST_PROXY names); it may have BLAST_PER_CLIENT
// jobs queued or running at once (toolJobs.ts says why that is the bound now).
// The databases live under the data directory (beside the database file unless `dataDir` is given). A large report
// is made into its page in a worker thread, and that page, or BLAST+'s own text, is kept as bytes.
import type { RecordReader } from '../db/recordReader';
import { datasetVersion } from '../tools/blast/datasetVersion';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GeneActionStore } from '../search/actions/store';
import { styleNonce } from '../http/securityHeaders';
import { clientShareAnswer, failedAnswer, interruptedAnswer, cancelledAnswer, invalidInputAnswer, type BlastAnswer } from '../tools/blast/blastAnswers';
import { BlastDatabases } from '../tools/blast/blastDatabases';
import { requestedReplyFormat, type FormBody } from '../tools/blast/blastRequest';
import { blastService } from '../tools/blast/blastService';
import type { ReportPages } from '../tools/blast/reportPages';
import type { JobAnswer, ToolJobStore } from '../tools/jobs/jobStore';
import type { ToolLabels } from '../tools/jobs/jobPages';
import { prefilledAddress, registerJobRoutes, seeJob } from '../tools/jobs/jobReplies';
import { JobShareError, toolJobs } from '../tools/jobs/toolJobs';
import { toolPage, toolPageAround } from '../tools/shared/html';
import type { RunQueue } from '../workerThreads/runQueue';

/** Searches one client may have queued or running at once: the other places stay open to others. */
export const BLAST_PER_CLIENT = 2;

export const BLAST_LABELS: ToolLabels = {
  name: 'BLAST',
  servicePath: '/tools-service/blast',
  formPath: '/tools/blast',
  // The form reads the query from `sequence` (001 §2.6) and every other field by its own name.
  prefilledForm: (params) => prefilledAddress('/tools/blast', params, { QueryText: 'sequence' }),
};

export interface BlastToolRoutesOptions {
  /** Where the BLAST databases are built (app.ts: the directory of the database file). */
  dataDir: string;
  /** The records the databases are cut from, and the hits' pages are linked to. */
  store: GeneActionStore;
  /** Where the jobs and their answers are kept. */
  jobStore: ToolJobStore;
  /**
   * The records on the primary: their fingerprint (tools/blast/datasetVersion.ts), taken again whenever their version
   * moved, decides whether a database is still current; one built under another is built again.
   */
  records: RecordReader;
  /** Makes large reports into pages in a worker thread; without it, in the request thread. */
  reportPages?: ReportPages;
  /** Where the BLAST+ programs are; default BLAST_BIN_DIR, else PATH. */
  binDir?: string;
  queue?: RunQueue;
  timeoutMs?: number;
  /** Searches one client may have queued or running at once (BLAST_PER_CLIENT by default). */
  perClient?: number;
}

/** Pieces of an answer sent one after another, none copied. */
const inPieces = (pieces: Uint8Array[]) => Readable.from(pieces, { objectMode: false });

/** A refusal, answered to the post itself. */
function send(reply: FastifyReply, answer: BlastAnswer): FastifyReply {
  reply.code(answer.status).header('Cache-Control', 'no-store');
  if (answer.kind === 'text') {
    reply.type('text/plain; charset=utf-8');
    return reply.send(answer.programOutput ? inPieces([Buffer.from(answer.text), ...answer.programOutput]) : answer.text);
  }
  reply.type('text/html; charset=utf-8');
  const page = { title: answer.title, styleNonce: styleNonce(reply) };
  if (typeof answer.body === 'string') return reply.send(toolPage({ ...page, body: answer.body }));
  const { before, after } = toolPageAround(page);
  return reply.send(inPieces([Buffer.from(before), answer.body, Buffer.from(after)]));
}

/** A finished search's answer as the job keeps it. */
function kept(answer: BlastAnswer): JobAnswer {
  if (answer.kind === 'text') return { status: answer.status, kind: 'text', title: '', body: Buffer.concat([Buffer.from(answer.text), ...(answer.programOutput ?? [])]) };
  return { status: answer.status, kind: 'page', title: answer.title, body: typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body };
}

export async function blastToolRoutes(app: FastifyInstance, options: BlastToolRoutesOptions): Promise<void> {
  // Scoped to this plugin (unless the server already reads forms everywhere): the form posts urlencoded fields;
  // the API elsewhere takes JSON only.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const { store, reportPages } = options;
  const databases = new BlastDatabases({ directory: path.join(options.dataDir, 'blast-databases'), store, recordsVersion: () => datasetVersion(options.records), sourcesVersion: () => options.records.sequenceSourcesVersion() });
  const service = blastService({ store, databases, binDir: options.binDir, queue: options.queue, timeoutMs: options.timeoutMs, reportPages });
  const jobs = await toolJobs({
    store: options.jobStore,
    tool: 'blast',
    perClient: options.perClient ?? BLAST_PER_CLIENT,
    endedEarly: (reason) => kept(reason === 'cancelled' ? cancelledAnswer() : interruptedAnswer()),
    log: (error) => app.log.error(error),
  });
  // The queue first: its searches end (or are stopped at its time limit), and then their jobs are kept.
  app.addHook('onClose', async () => {
    await service.close();
    await jobs.close();
  });

  // A body that cannot be read answers as a page too, never the API's JSON error.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const format = requestedReplyFormat((request.body ?? {}) as FormBody);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, { ...invalidInputAnswer(`The form could not be read: ${error.message ?? 'bad request'}.`, format), status: error.statusCode });
    }
    request.log.error(error);
    return send(reply, failedAnswer('an unexpected error; it has been logged.', format));
  });

  app.post('/tools-service/blast', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return send(reply, invalidInputAnswer('Send the BLAST form fields (application/x-www-form-urlencoded or JSON).', 'HTML'));
    }
    const prepared = await service.prepare(body as FormBody);
    if ('refusal' in prepared) return send(reply, prepared.refusal);
    try {
      const job = await jobs.submit(request.ip, prepared.search.fields, async (started, signal) => {
        const answer = await service.run(prepared.search, started, signal);
        return { state: answer.status === 200 ? 'done' : 'failed', answer: kept(answer) };
      });
      return seeJob(reply, BLAST_LABELS, job);
    } catch (error) {
      if (error instanceof JobShareError) return send(reply.header('Retry-After', '60'), clientShareAnswer(error.limit, prepared.search.format));
      throw error;
    }
  });

  registerJobRoutes(app, { labels: BLAST_LABELS, jobs, shell: (title, nonce) => toolPageAround({ title, styleNonce: nonce }) });
}
