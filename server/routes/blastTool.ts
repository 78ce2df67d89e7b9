// The BLAST tools service (001 §2.6, §3.4, §7; tools contract): the BLAST form posts its fields here
// (application/x-www-form-urlencoded, in a new tab) and gets a results page, or plain text for ReplyFormat TEXT.
//   POST /tools-service/blast   → 200 results; 400 a page naming the problem; 429 this client's share of searches
//                                 taken; 503 BLAST+ missing, busy or too slow
// The client is request.ip (a forwarded address only from a proxy TRUST_PROXY names); a search whose client goes
// away is cancelled.
// The databases live under the data directory (beside the database file unless `dataDir` is given). A large report
// is made into its page in a worker thread, and that page, or BLAST+'s own text, is sent on as bytes.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GeneActionStore } from '../search/actions/store';
import { styleNonce } from '../http/securityHeaders';
import { failedAnswer, invalidInputAnswer, type BlastAnswer } from '../tools/blast/blastAnswers';
import { BlastDatabases } from '../tools/blast/blastDatabases';
import { requestedReplyFormat, type FormBody } from '../tools/blast/blastRequest';
import { blastService } from '../tools/blast/blastService';
import type { ReportPages } from '../tools/blast/reportPages';
import { clientGoneSignal } from '../tools/shared/clientGone';
import { toolPage, toolPageAround } from '../tools/shared/html';
import type { RunQueue } from '../workerThreads/runQueue';

export interface BlastToolRoutesOptions {
  /** Where the BLAST databases are built (app.ts: the directory of the database file). */
  dataDir: string;
  /** The records the databases are cut from, and the hits' pages are linked to. */
  store: GeneActionStore;
  /** A fingerprint of those records: a database built under another is built again (tools/blast/datasetVersion.ts). */
  recordsVersion: () => Promise<string>;
  /** Makes large reports into pages in a worker thread; without it, in the request thread. */
  reportPages?: ReportPages;
  /** Where the BLAST+ programs are; default BLAST_BIN_DIR, else PATH. */
  binDir?: string;
  queue?: RunQueue;
  timeoutMs?: number;
  /** Searches one client may have running or waiting at once (BLAST_PER_CLIENT by default). */
  perClient?: number;
}

/** Pieces of an answer sent one after another, none copied. */
const inPieces = (pieces: Uint8Array[]) => Readable.from(pieces, { objectMode: false });

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

export async function blastToolRoutes(app: FastifyInstance, options: BlastToolRoutesOptions): Promise<void> {
  // Scoped to this plugin (unless the server already reads forms everywhere): the form posts urlencoded fields;
  // the API elsewhere takes JSON only.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const { store, reportPages } = options;
  const databases = new BlastDatabases({ directory: path.join(options.dataDir, 'blast-databases'), store, recordsVersion: options.recordsVersion });
  const service = blastService({ store, databases, binDir: options.binDir, queue: options.queue, timeoutMs: options.timeoutMs, perClient: options.perClient, reportPages });
  app.addHook('onClose', () => service.close());

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
    return send(reply, await service.search(body as FormBody, { ip: request.ip, signal: clientGoneSignal(reply) }));
  });
}
