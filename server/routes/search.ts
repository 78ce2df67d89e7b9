// The search calls of 001 §7 (docs/search.md):
//   POST /api/search/general   { category, searchText, rowsLimit? }  → { docs, total, error: false }
//   POST /api/search/{category} the category's 001 §3.1 payload (+ rowsLimit) → { docs, total, error: false }
//   GET  /api/search/suggest?category=genes&q=AT1G0&limit=10 → { suggestions: [{ label, kind, id }] }
// A payload that fails validation is 400 { error: true, field, message }; an unknown category is 404 JSON.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { sendPreparedAnswer } from '../http/sendPreparedAnswer';
import { isKeptQuery, searchAnswerCache } from '../search/answers/answerCache';
import { answerText } from '../search/answers/answerText';
import { categoryByName } from '../search/categories';
import { GENERAL_CATEGORIES, generalQuery, generalTarget } from '../search/general';
import { lineTextProblem, MAX_ROWS_LIMIT, oneOf, rowsLimit, searchText } from '../../contracts/search/payload';
import type { SearchResult, SearchStore } from '../search/types';
import { fieldError, payloadError } from '../search/validation';

const SUGGEST_DEFAULT = 10;
const SUGGEST_MAX = 50;
const SUGGEST_MIN_CHARACTERS = 2;

/** The common part of every search payload (001 §3.1 "Generic request"): rowsLimit, and matchCount echoed back. */
const common = z.object({ rowsLimit: rowsLimit.optional(), matchCount: z.unknown().optional() });

const generalPayload = z.strictObject({
  category: oneOf(GENERAL_CATEGORIES),
  searchText: searchText.refine((text) => text.trim() !== '', 'must not be empty'),
  rowsLimit: rowsLimit.optional(),
});

/** The answer as JSON text: the stored docs are sent as they are, without a parse and re-serialise. */
function sendResult(reply: FastifyReply, result: SearchResult) {
  return reply.type('application/json; charset=utf-8').send(answerText(result));
}

const badRequest = (reply: FastifyReply, body: object) => reply.code(400).send(body);

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export interface SearchRoutesOptions {
  /** Where the searches run: the server's worker threads, or the request thread (app.ts, search/pool/searchStores.ts). */
  store: SearchStore;
}

export async function searchRoutes(app: FastifyInstance, { store }: SearchRoutesOptions): Promise<void> {
  // The browse pages' questions (no typed text) are answered from answers kept per index stamp (answerCache.ts).
  const answers = searchAnswerCache(store);

  // A body that is not JSON at all (or too deep, or empty) fails before validation; it still gets the search calls'
  // 400 shape. Anything else keeps the server's own handling (a 500 never tells its cause).
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(fieldError('payload', `could not be read: ${(error.message ?? 'bad request').replace(/\.$/, '')}`));
    request.log.error(error);
    return reply.code(500).send({ error: true, message: 'Internal server error.' });
  });

  app.post('/api/search/general', async (request, reply) => {
    const parsed = generalPayload.safeParse(request.body ?? {});
    if (!parsed.success) return badRequest(reply, payloadError(parsed.error));
    const { category, searchText: text, rowsLimit: limit = MAX_ROWS_LIMIT } = parsed.data;
    const target = generalTarget(category);
    const module = categoryByName.get(target.category);
    if (!module?.general) return reply.code(404).send({ error: true, message: `General search of ${category} is not available.` });
    return sendResult(reply, await store.search(generalQuery(target, module.general, text.trim(), limit)));
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/search/suggest', async (request, reply) => {
    const { category, q, limit } = request.query;
    const target = typeof category === 'string' && (GENERAL_CATEGORIES as readonly string[]).includes(category)
      ? generalTarget(category as (typeof GENERAL_CATEGORIES)[number])
      : undefined;
    if (!target) return badRequest(reply, fieldError('category', `must be one of ${GENERAL_CATEGORIES.join(', ')}`));
    if (q !== undefined && typeof q !== 'string') return badRequest(reply, fieldError('q', 'must be given once'));
    const problem = lineTextProblem(q ?? '');
    if (problem) return badRequest(reply, fieldError('q', problem));
    const text = (q ?? '').trim();
    if (text.length > 100) return badRequest(reply, fieldError('q', 'must be at most 100 characters long'));
    const count = limit === undefined ? SUGGEST_DEFAULT : Number(limit);
    if (!Number.isInteger(count) || count < 1 || count > SUGGEST_MAX) return badRequest(reply, fieldError('limit', `must be a whole number from 1 to ${SUGGEST_MAX}`));
    const fields = categoryByName.get(target.category)?.suggest;
    // Fewer than two characters would offer a large part of the index: nothing is suggested.
    if ([...text].length < SUGGEST_MIN_CHARACTERS || !fields) return { suggestions: [] };
    return { suggestions: await store.suggest({ category: target.category, fields, prefix: text, limit: count }) };
  });

  app.post<{ Params: { category: string } }>('/api/search/:category', async (request, reply) => {
    const module = categoryByName.get(request.params.category);
    if (!module) return reply.code(404).send({ error: true, message: `There is no ${request.params.category} search.` });
    const body = request.body ?? {};
    if (!isObject(body)) return badRequest(reply, fieldError('payload', 'must be a JSON object'));
    const { rowsLimit: limitValue, matchCount, ...rest } = body;
    const commonParsed = common.safeParse({ rowsLimit: limitValue, matchCount });
    if (!commonParsed.success) return badRequest(reply, payloadError(commonParsed.error));
    const parsed = module.payload.safeParse(rest);
    if (!parsed.success) return badRequest(reply, payloadError(parsed.error));
    const query = { ...module.query(parsed.data), limit: commonParsed.data.rowsLimit ?? MAX_ROWS_LIMIT };
    if (isKeptQuery(query)) return sendPreparedAnswer(request, reply, await answers.answer(query));
    return sendResult(reply, await store.search(query));
  });
}
