// The gene actions of the results page and the sequence call (001 §2.3, §2.4, §7; docs/search.md "Gene actions
// and sequences"):
//   POST /api/search/gene/descriptions   { locusIds }                      → { docs, total, error: false }
//   POST /api/search/gene/locus_history  { locusIds }                      → { docs, total, error: false }
//   POST /api/search/gene/microarray     { locusIds, platforms? }          → { docs, total, error: false }
//   POST /api/search/annotation          { keyword_types, searchTerms | orSearchTerms | locusIds } → + term
//   POST /api/search/free/annotation     { publicationId } | { keywordId } → + term
//   POST /api/search/sequences           { locusIds | geneIds, dataset, format, flank? } → text/plain FASTA
// A body that fails validation is 400 { error: true, field, message }; unknown ids are left out of the answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { freeAnnotations, searchAnnotations } from '../search/actions/annotations';
import { geneDescriptions } from '../search/actions/descriptions';
import { locusHistories } from '../search/actions/locusHistory';
import { microarrayElements } from '../search/actions/microarray';
import { annotationBody, freeAnnotationBody, locusIdsBody, microarrayBody, sequencesBody } from '../search/actions/requests';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import type { GeneActionStore } from '../search/actions/store';
import { MAX_ROWS_LIMIT } from '../search/payload';
import { payloadError } from '../search/validation';
import { fastaText } from '../sequences/fasta';
import { sequenceEntries } from '../sequences/service';

export interface SearchActionRoutesOptions {
  store?: GeneActionStore;
}

/** The body parsed by `schema`, or undefined once a 400 naming the failing field has been sent. */
function parsed<T extends z.ZodType>(schema: T, request: FastifyRequest, reply: FastifyReply): z.infer<T> | undefined {
  // reportInput: the 400 message tells a value of the wrong type from a missing one.
  const result = schema.safeParse(request.body ?? {}, { reportInput: true });
  if (result.success) return result.data;
  void reply.code(400).send(payloadError(result.error));
  return undefined;
}

const docsAnswer = <T>(docs: readonly T[], limit = MAX_ROWS_LIMIT) => ({ docs: docs.slice(0, limit), total: docs.length, error: false as const });

export async function searchActionRoutes(app: FastifyInstance, options: SearchActionRoutesOptions = {}): Promise<void> {
  const store = options.store ?? sqliteGeneActionStore(app.db);
  app.addHook('onReady', async () => {
    const read = store.prepare();
    if (read > 0) app.log.info(`Gene actions: derived the annotation and position rows of ${read} loci.`);
  });
  // A body Fastify cannot read (bad JSON, nested too deep) answers in the same shape as a field that fails
  // validation, so the front end reads every 400 of these calls one way. Other errors go to the server's handler.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    if (error.statusCode === 400) return reply.code(400).send({ error: true, field: 'payload', message: `The request body could not be read: ${error.message ?? 'bad JSON'}` });
    throw error;
  });

  app.post('/api/search/gene/descriptions', async (request, reply) => {
    const body = parsed(locusIdsBody, request, reply);
    return body && docsAnswer(geneDescriptions(store, body.locusIds), body.rowsLimit);
  });

  app.post('/api/search/gene/locus_history', async (request, reply) => {
    const body = parsed(locusIdsBody, request, reply);
    return body && docsAnswer(locusHistories(store, body.locusIds), body.rowsLimit);
  });

  app.post('/api/search/gene/microarray', async (request, reply) => {
    const body = parsed(microarrayBody, request, reply);
    return body && docsAnswer(microarrayElements(store, body.locusIds, body.platforms), body.rowsLimit);
  });

  app.post('/api/search/annotation', async (request, reply) => {
    const body = parsed(annotationBody, request, reply);
    if (!body) return reply;
    const criteria = body.locusIds
      ? { locusIds: body.locusIds }
      : body.orSearchTerms
        ? { nameTerms: body.orSearchTerms.map(toNameTerm), combine: 'any' as const }
        : { nameTerms: (body.searchTerms ?? []).map(toNameTerm), combine: 'all' as const };
    const answer = searchAnnotations(store, { keywordTypes: body.keyword_types ?? [], criteria, limit: body.rowsLimit ?? MAX_ROWS_LIMIT });
    return { ...answer, error: false };
  });

  app.post('/api/search/free/annotation', async (request, reply) => {
    const body = parsed(freeAnnotationBody, request, reply);
    if (!body) return reply;
    const publicationId = body.publicationId ?? body.reference_id;
    const target = publicationId !== undefined ? { publicationId: String(publicationId).trim() } : { keywordId: String(body.keywordId).trim() };
    return { ...freeAnnotations(store, target, body.rowsLimit ?? MAX_ROWS_LIMIT), error: false };
  });

  app.post('/api/search/sequences', async (request, reply) => {
    const body = parsed(sequencesBody, request, reply);
    if (!body) return reply;
    const ids = body.geneIds ? { kind: 'gene' as const, values: body.geneIds } : { kind: 'locus' as const, values: body.locusIds ?? [] };
    const entries = sequenceEntries(store, { ids, source: body.dataset, format: body.format, flank: body.flank });
    return reply.type('text/plain; charset=utf-8').send(fastaText(entries));
  });
}

function toNameTerm(row: { search_type: 'locus_name' | 'gene_name'; search_method: 'contains' | 'starts_with' | 'exactly'; search_input: string }) {
  return { field: row.search_type, method: row.search_method, input: row.search_input };
}
