// Enforces the access table (contentAccess.ts) on every route, from one hook registered once on the root instance,
// before the routes: the route is found by its registered url and method, never by the raw address, so a route's
// own file needs no access code. The checks and their order are those of a detail read (server/detailAccess.ts):
// who is asking (401 for a visitor off a subscribed network, with the login page in redirectUri); for a member who
// pays by units, the records the answer shows charged, all or none (403 with too few units), or, when it shows none
// (a lookup, a request the route refuses), a unit left (403 without).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRefusal, MEMBER_REFUSAL, type AccessRefusal, type DetailAccess, type DetailReader } from '../detailAccess';
import { styleNonce } from '../http/securityHeaders';
import { escapeHtml, toolPage } from '../tools/shared/html';
import { accessRowIndex, type AccessRow } from './contentAccess';
import type { ContentSources } from './contentReads';

export interface ContentAccessOptions {
  access: DetailAccess;
  sources: ContentSources;
}

/** The reader let in for a request, for a route that needs to know who reads (a person's hidden e-mail address). */
export type ReaderOf = (request: FastifyRequest) => DetailReader | undefined;

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

export function registerContentAccess(app: FastifyInstance, { access, sources }: ContentAccessOptions): ReaderOf {
  const rowOf = accessRowIndex();
  const readers = new WeakMap<FastifyRequest, DetailReader>();

  // preHandler: after the body is parsed, so the reads can be counted from it. Requests no route matched (the
  // not-found handler) have no url.
  app.addHook('preHandler', async (request, reply) => {
    const url = request.routeOptions.url;
    const row = url === undefined ? undefined : rowOf(request.method, url);
    if (!row || row.rule.access === 'public') return;
    const { rule } = row;

    // A download is public or premium by its path, which is known before who is asking matters.
    let reads = rule.access === 'premium-marked' ? await rule.reads(request, sources) : undefined;
    if (reads === 'public') return;

    const verdict = access.judge(request);
    if (isRefusal(verdict)) return refuse(reply, row, verdict);
    readers.set(request, verdict);
    // Sent to this reader only: a shared cache in front of the server must not hand it to the next visitor.
    reply.header('cache-control', 'private');
    if (!verdict.paysByUnits) return;
    reads ??= await rule.reads(request, sources);
    // Records read in the last 24 hours open again without a unit; new ones are paid, all or none.
    if (Array.isArray(reads) && reads.length > 0) {
      if (!access.chargeReads(verdict, reads)) return refuse(reply, row, MEMBER_REFUSAL);
      return;
    }
    // Nothing to pay for (a lookup, or a request the route refuses): a unit must be left, so that a member without
    // one learns nothing from the call, not even whether what was asked exists.
    if (!access.hasUnits(verdict)) return refuse(reply, row, MEMBER_REFUSAL);
  });

  return (request) => readers.get(request);
}
