// The gene actions of the results page and the sequence call (001 §2.3, §2.4, §7; docs/search.md "Gene actions
// and sequences"):
//   POST /api/search/gene/descriptions   { locusIds }                      → { docs, total, error: false }
//   POST /api/search/gene/locus_history  { locusIds }                      → { docs, total, error: false }
//   POST /api/search/gene/microarray     { locusIds, platforms? }          → { docs, total, error: false }
//   POST /api/search/annotation          { keyword_types, searchTerms | orSearchTerms | locusIds } → + term
//   POST /api/search/free/annotation     { publicationId } | { keywordId } → + term
//   POST /api/search/sequences           { locusIds | geneIds, dataset, format, flank? } → text/plain FASTA
// A body that fails validation is 400 { error: true, field, message }; unknown ids are left out of the answer, and an
// id repeated is read once. Id lists hold at most 10,000 ids (MAX_GENE_LIST: what the results page can select and
// bulk retrieval takes); more is a 400 naming the field and the limit. The work runs in a search worker (or, without
// workers, in the request thread), so a request for 10,000 loci never holds up the others; for a member who pays by
// units it also counts the loci it reads, charged before the answer is sent (answerCharges). All six calls together
// are limited per client address (GENE_ACTION_RATE_LIMIT a minute), and a client has at most three of them running
// or waiting at once (the tools' fair share, clientShare.ts): beyond either, 429 { error: true, message }.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { routeRateLimits } from '../http/sharedRateLimits';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { NO_CHARGES, type AnswerCharges } from '../access/contentAccessHook';
import { locusRead, REFUSED_BY_THE_ROUTE } from '../access/contentReads';
import { DEFAULT_GENE_ACTIONS_PER_MINUTE } from '../config';
import type { GeneActionJob } from '../search/actions/jobs';
import { annotationBody, freeAnnotationBody, locusIdsBody, microarrayBody, sequencesBody } from '../../contracts/search/geneActions';
import type { GeneActionRunner } from '../search/pool/geneActionRunners';
import { MAX_ROWS_LIMIT } from '../../contracts/search/payload';
import { payloadError } from '../search/validation';
import { ClientShare, ClientShareError } from '../tools/shared/clientShare';
import { perMinuteLimit } from './auth';

export interface SearchActionRoutesOptions {
  /** Where the work runs: the server's worker threads, or the request thread (app.ts, search/pool/geneActionRunners.ts). */
  runner: GeneActionRunner;
  /** Where the limits are counted when not in this process (several processes over PostgreSQL: server/http/sharedRateLimits.ts). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** Requests allowed per client address a minute, all six calls together (GENE_ACTION_RATE_LIMIT). */
  perMinute?: number;
  /** Requests of one client address running or waiting at once (GENE_ACTIONS_AT_ONCE by default). */
  atOnce?: number;
  /**
   * How an answer to a member who pays by units is charged: the server's access hook (access/contentAccessHook.ts).
   * Without it (these routes on their own, with no access rules) nothing is charged.
   */
  answerCharges?: AnswerCharges;
}

/**
 * Bulk retrieval sends two requests together (gene models and loci), and one more may come from another tab; a
 * client looping its requests over many connections then holds three places in the workers' queue, not all of them.
 */
export const GENE_ACTIONS_AT_ONCE = 3;

export const TOO_MANY_GENE_ACTIONS = 'Too many gene action and sequence requests from this address. Please wait a minute and try again.';

export async function searchActionRoutes(app: FastifyInstance, options: SearchActionRoutesOptions): Promise<void> {
  const { runner } = options;
  const charges = options.answerCharges ?? NO_CHARGES;
  app.addHook('onReady', async () => {
    const read = await runner.prepare();
    if (read > 0) app.log.info(`Gene actions: derived the annotation and position rows of ${read} loci.`);
  });
  // The login limit's mechanism (routes/auth.ts), with one count per client shared by the six calls: a client that
  // spreads its requests over them gets no more.
  await app.register(rateLimit, routeRateLimits(options.rateLimitStore));
  const limited = { onRequest: app.rateLimit(perMinuteLimit('gene-actions', options.perMinute ?? DEFAULT_GENE_ACTIONS_PER_MINUTE, TOO_MANY_GENE_ACTIONS).rateLimit) };
  // A body Fastify cannot read (bad JSON, nested too deep) answers in the same shape as a field that fails
  // validation, so the front end reads every 400 of these calls one way; a 429 too (the sequence views show its
  // message). Other errors go to the server's handler.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    if (error.statusCode === 400) return reply.code(400).send({ error: true, field: 'payload', message: `The request body could not be read: ${error.message ?? 'bad JSON'}` });
    if (error.statusCode === 429) return reply.code(429).send({ error: true, message: error.message ?? TOO_MANY_GENE_ACTIONS });
    throw error;
  });

  /**
   * The body parsed by `schema`, or undefined once a 400 naming the failing field has been sent (or, to a member who
   * pays by units and has none left, the 403 that any call shows such a member before it shows anything).
   */
  const parsed = async <T extends z.ZodType>(schema: T, request: FastifyRequest, reply: FastifyReply): Promise<z.infer<T> | undefined> => {
    // reportInput: the 400 message tells a value of the wrong type from a missing one.
    const result = schema.safeParse(request.body ?? {}, { reportInput: true });
    if (result.success) return result.data;
    if (await charges.charge(request, reply, REFUSED_BY_THE_ROUTE)) void reply.code(400).send(payloadError(result.error));
    return undefined;
  };

  const share = new ClientShare(options.atOnce ?? GENE_ACTIONS_AT_ONCE);
  /**
   * Runs the job in the client's share; charges the loci it read when the member pays by units (the refusal is sent
   * instead when too few units are left), then sends its bytes as they came (from a worker, without a copy).
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, job: GeneActionJob) => {
    let giveBack: () => void;
    try {
      giveBack = share.take(request.ip);
    } catch (error) {
      if (error instanceof ClientShareError) return reply.code(429).send({ error: true, message: error.message });
      throw error;
    }
    const countLoci = charges.counts(request);
    let answered;
    try {
      answered = await runner.run({ ...job, countLoci });
    } finally {
      giveBack();
    }
    if (!(await charges.charge(request, reply, (answered.lociRead ?? []).map(locusRead)))) return reply;
    return reply.type(answered.contentType).send(Buffer.from(answered.bytes.buffer, answered.bytes.byteOffset, answered.bytes.byteLength));
  };

  app.post('/api/search/gene/descriptions', limited, async (request, reply) => {
    const body = await parsed(locusIdsBody, request, reply);
    return body ? answer(request, reply, { action: 'descriptions', locusIds: body.locusIds, limit: body.rowsLimit ?? MAX_ROWS_LIMIT }) : reply;
  });

  app.post('/api/search/gene/locus_history', limited, async (request, reply) => {
    const body = await parsed(locusIdsBody, request, reply);
    return body ? answer(request, reply, { action: 'locusHistory', locusIds: body.locusIds, limit: body.rowsLimit ?? MAX_ROWS_LIMIT }) : reply;
  });

  app.post('/api/search/gene/microarray', limited, async (request, reply) => {
    const body = await parsed(microarrayBody, request, reply);
    return body
      ? answer(request, reply, { action: 'microarray', locusIds: body.locusIds, platforms: body.platforms, limit: body.rowsLimit ?? MAX_ROWS_LIMIT })
      : reply;
  });

  app.post('/api/search/annotation', limited, async (request, reply) => {
    const body = await parsed(annotationBody, request, reply);
    if (!body) return reply;
    const criteria = body.locusIds
      ? { locusIds: body.locusIds }
      : body.orSearchTerms
        ? { nameTerms: body.orSearchTerms.map(toNameTerm), combine: 'any' as const }
        : { nameTerms: (body.searchTerms ?? []).map(toNameTerm), combine: 'all' as const };
    return answer(request, reply, { action: 'annotations', search: { keywordTypes: body.keyword_types ?? [], criteria, limit: body.rowsLimit ?? MAX_ROWS_LIMIT } });
  });

  app.post('/api/search/free/annotation', limited, async (request, reply) => {
    const body = await parsed(freeAnnotationBody, request, reply);
    if (!body) return reply;
    const publicationId = body.publicationId ?? body.reference_id;
    const target = publicationId !== undefined ? { publicationId: String(publicationId).trim() } : { keywordId: String(body.keywordId).trim() };
    return answer(request, reply, { action: 'freeAnnotations', target, limit: body.rowsLimit ?? MAX_ROWS_LIMIT });
  });

  app.post('/api/search/sequences', limited, async (request, reply) => {
    const body = await parsed(sequencesBody, request, reply);
    if (!body) return reply;
    const ids = body.geneIds ? { kind: 'gene' as const, values: body.geneIds } : { kind: 'locus' as const, values: body.locusIds ?? [] };
    return answer(request, reply, { action: 'sequences', request: { ids, source: body.dataset, format: body.format, flank: body.flank } });
  });
}

function toNameTerm(row: { search_type: 'locus_name' | 'gene_name'; search_method: 'contains' | 'starts_with' | 'exactly'; search_input: string }) {
  return { field: row.search_type, method: row.search_method, input: row.search_input };
}
