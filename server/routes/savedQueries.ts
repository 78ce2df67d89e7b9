// Saved queries (docs/search.md "Addresses that work anywhere"):
//   POST /api/saved-queries      { kind: 'results', category, params } | { kind: 'sequences', params }
//                                → 201 { id, expiresAt }; the params are checked with the schema of the call they
//                                  are for (contracts/search/savedQuery.ts): 400 { error: true, field, message }
//   GET  /api/saved-queries/:id  → 200 { kind, category?, params, expiresAt } (opening it moves its expiry to a full
//                                  lifetime from now); 404 { error } saying the link expired
// Saving is limited per client address (SAVED_QUERIES_PER_MINUTE), as every saved query is a row in the database.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { routeRateLimits } from '../http/sharedRateLimits';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { SAVED_QUERY_ID, savedQueryBody } from '../../contracts/search/savedQuery';
import { payloadError } from '../search/validation';
import type { SavedQueryStore } from '../savedQueries/store';
import { perMinuteLimit } from './auth';

export interface SavedQueryRoutesOptions {
  store: SavedQueryStore;
  /** Where the limits are counted when not in this process (several processes over PostgreSQL: server/http/sharedRateLimits.ts). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** Saves allowed per client address a minute. */
  perMinute?: number;
}

/** A results page saves its query once when it is opened; a person opens far fewer pages than this a minute. */
export const SAVED_QUERIES_PER_MINUTE = 120;
export const TOO_MANY_SAVED_QUERIES = 'Too many searches saved from this address. Please wait a minute and try again.';

// Saved searches open for SAVED_QUERY_DAYS (savedQueries/store.ts) days after they were last saved or opened (a store may be given another lifetime).
export const SAVED_QUERY_EXPIRED = 'This search link has expired. Please run the search again.';
export const SAVED_QUERY_UNKNOWN = 'This search link has expired or was never saved. Please run the search again.';
export const SAVED_QUERY_MALFORMED = 'This search link is incomplete or was changed: its id (q) must be 16 letters, digits, - or _. Please copy the link again.';

export async function savedQueryRoutes(app: FastifyInstance, options: SavedQueryRoutesOptions): Promise<void> {
  const { store } = options;
  await app.register(rateLimit, routeRateLimits(options.rateLimitStore));
  const limited = { onRequest: app.rateLimit(perMinuteLimit('saved-queries', options.perMinute ?? SAVED_QUERIES_PER_MINUTE, TOO_MANY_SAVED_QUERIES).rateLimit) };

  app.post('/api/saved-queries', limited, async (request, reply) => {
    const parsed = savedQueryBody.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) return reply.code(400).send(payloadError(parsed.error));
    // The query as the page sent it (not as the schema reads it), so the page later sends exactly what it saved.
    return reply.code(201).send(await store.save(request.body as typeof parsed.data));
  });

  app.get<{ Params: { id: string } }>('/api/saved-queries/:id', async (request, reply) => {
    const { id } = request.params;
    if (!SAVED_QUERY_ID.test(id)) return reply.code(404).send({ error: SAVED_QUERY_MALFORMED });
    const query = await store.read(id);
    if (query === 'expired') return reply.code(404).send({ error: SAVED_QUERY_EXPIRED });
    if (!query) return reply.code(404).send({ error: SAVED_QUERY_UNKNOWN });
    return query;
  });
}
