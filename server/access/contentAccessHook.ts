// Enforces the access table (contentAccess.ts) on every route, from hooks registered once on the root instance,
// before the routes: the route is found by its registered url and method, never by the raw address, so a route's
// own file needs no access code. A route without a row is refused (500, logged naming it), never left open. The
// checks and their order are those of a detail read (server/detailAccess.ts): who is asking (401 for a visitor off a
// subscribed network, with the login page in redirectUri); for a member who pays by units, the records the answer
// shows charged, all or none (403 with too few units), or, when it shows none (a lookup, a request the route
// refuses), a unit left (403 without). The gene actions (READ_BY_THE_ANSWER) find their records in the work itself,
// in a worker thread: their routes charge them through AnswerCharges once the answer is ready, and send it only then.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRefusal, MEMBER_REFUSAL, type AccessRefusal, type DetailAccess, type DetailReader } from '../detailAccess';
import { styleNonce } from '../http/securityHeaders';
import type { RecordRead } from '../subscriptions/usage';
import { escapeHtml, toolPage } from '../tools/shared/html';
import { accessRowIndex, CONTENT_ACCESS, type AccessRow } from './contentAccess';
import { READ_BY_THE_ANSWER, type ContentReads, type ContentSources, type REFUSED_BY_THE_ROUTE } from './contentReads';

export interface ContentAccessOptions {
  access: DetailAccess;
  sources: ContentSources;
  /** Rows for routes added to the server besides its own (a test's route); the server's are in CONTENT_ACCESS. */
  extraRows?: readonly AccessRow[];
}

/** The reader let in for a request, for a route that needs to know who reads (a person's hidden e-mail address). */
export type ReaderOf = (request: FastifyRequest) => DetailReader | undefined;

/** How a route whose row is READ_BY_THE_ANSWER has its answer charged. */
export interface AnswerCharges {
  /** Whether the answer will be charged (a member who pays by units asked), so the work must count what it reads. */
  counts(request: FastifyRequest): boolean;
  /**
   * Charges the records the answer read or, for a request the route refuses, checks that a unit is left: all or
   * nothing, as a detail read. True: send the answer. False: the refusal has been sent in its place.
   */
  charge(request: FastifyRequest, reply: FastifyReply, reads: readonly RecordRead[] | typeof REFUSED_BY_THE_ROUTE): Promise<boolean>;
}

/** The routes on their own, without the access hook (a test's server of one plugin): nothing is charged. */
export const NO_CHARGES: AnswerCharges = { counts: () => false, charge: async () => true };

export interface ContentAccess {
  readerOf: ReaderOf;
  answerCharges: AnswerCharges;
}

/** The refusal as the tools service answers: a page in the tab the form opened, with the way in. */
function refusalPage(reply: FastifyReply, refusal: AccessRefusal): string {
  const wayIn =
    refusal.status === 401
      ? `<p><a href="${escapeHtml(refusal.body.redirectUri)}">Log in</a></p>`
      : '<p>Link your ORCID iD or enter an activation code on your <a href="/profile">profile page</a>.</p>';
  return toolPage({
    title: 'Subscription needed',
    styleNonce: styleNonce(reply),
    body: `<h1>Subscription needed</h1>\n<p class="problem">${escapeHtml(refusal.body.error)}</p>\n${wayIn}`,
  });
}

function refuse(reply: FastifyReply, row: AccessRow, refusal: AccessRefusal): FastifyReply {
  reply.code(refusal.status);
  if (row.refusal === 'page') return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(refusalPage(reply, refusal));
  return reply.send(refusal.body);
}

const INTERNAL_ERROR = { error: 'Internal server error.' };

export function registerContentAccess(app: FastifyInstance, { access, sources, extraRows = [] }: ContentAccessOptions): ContentAccess {
  const rowOf = accessRowIndex([...CONTENT_ACCESS, ...extraRows]);
  const readers = new WeakMap<FastifyRequest, DetailReader>();
  /** Requests of READ_BY_THE_ANSWER rows from a member who pays by units, until their route has charged them. */
  const owing = new WeakMap<FastifyRequest, { reader: DetailReader; row: AccessRow }>();

  /**
   * Charges `reads` to a member who pays by units: records read in the last 24 hours open again without a unit, new
   * ones are paid all or none. Nothing to pay for (a lookup, a request the route refuses): a unit must be left, so a
   * member without one learns nothing from the call, not even whether what was asked exists. False once refused.
   */
  const charged = async (reader: DetailReader, reads: ContentReads | readonly RecordRead[], row: AccessRow, reply: FastifyReply): Promise<boolean> => {
    const paid = Array.isArray(reads) && reads.length > 0 ? await access.chargeReads(reader, reads) : await access.hasUnits(reader);
    if (!paid) refuse(reply, row, MEMBER_REFUSAL);
    return paid;
  };

  // Fail closed: a route the table does not list is a route nobody decided about, so it serves nothing. A 500 rather
  // than a 404: it is the server's fault, logged as an error naming the route, where a 404 would pass for a wrong
  // address in the client and in the log. onRequest, so the route reads not even its body. Requests no route matched
  // (the not-found handler) have no url.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === undefined || rowOf(request.method, url)) return;
    request.log.error(`${request.method} ${url} has no row in the access table (server/access/contentAccess.ts): refused until it has one.`);
    return reply.code(500).send(INTERNAL_ERROR);
  });

  // preHandler: after the body is parsed, so the reads can be counted from it.
  app.addHook('preHandler', async (request, reply) => {
    const url = request.routeOptions.url;
    const row = url === undefined ? undefined : rowOf(request.method, url);
    if (!row || row.rule.access === 'public') return;
    const { rule } = row;

    // A download is public or premium by its path, which is known before who is asking matters.
    let reads = rule.access === 'premium-marked' ? await rule.reads(request, sources) : undefined;
    if (reads === 'public') return;

    const verdict = await access.judge(request);
    if (isRefusal(verdict)) return refuse(reply, row, verdict);
    readers.set(request, verdict);
    // Sent to this reader only: a shared cache in front of the server must not hand it to the next visitor.
    reply.header('cache-control', 'private');
    if (!verdict.paysByUnits) return;
    if (rule.reads === READ_BY_THE_ANSWER) {
      owing.set(request, { reader: verdict, row });
      return;
    }
    reads ??= await rule.reads(request, sources);
    if (!(await charged(verdict, reads, row, reply))) return reply;
  });

  // A READ_BY_THE_ANSWER route that answers without having charged its answer would serve it free: 500 instead,
  // logged naming the route. Refusals and errors (400, 429, 500) show no content and pass.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!owing.has(request) || reply.statusCode >= 400) return payload;
    owing.delete(request);
    request.log.error(`${request.method} ${request.routeOptions.url ?? request.url} answered a member who pays by units without charging the answer: refused.`);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify(INTERNAL_ERROR);
  });

  const answerCharges: AnswerCharges = {
    counts: (request) => owing.has(request),
    async charge(request, reply, reads) {
      const owed = owing.get(request);
      if (!owed) return true;
      owing.delete(request);
      return charged(owed.reader, reads, owed.row, reply);
    },
  };
  return { readerOf: (request) => readers.get(request), answerCharges };
}
