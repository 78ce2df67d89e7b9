// The detail and lookup calls of spec 002 §7, with the contract the front end uses (src/api/endpoints.ts,
// src/engine/identity.ts):
//   GET /api/detail/{type}?key=                → the record JSON itself, or 404 { error }
//   GET /api/detail/{type}/name?name=          → { data: id } or { data: null }  (names compared upper-cased)
//   GET /api/detail/{type}/accession?accession= → { data: id } or { data: null }
//   GET /api/detail/protocol/id?id=              → { data: key } or { data: null }  (a protocol's own id)
// Unknown types, and lookups a type does not offer in §7, answer 404 { error }.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RecordStore } from '../db/records';
import type { DetailAccessCheck } from '../detailAccess';

/** 002 §7: every type served by GET detail/{type}. */
export const DETAIL_TYPES: ReadonlySet<string> = new Set([
  'locus', 'gene', 'genefamily', 'microarrayexperiment', 'genesymbol', 'clone', 'cloneend', 'vector', 'ecotype',
  'hoststrain', 'library', 'arrayelement', 'germplasm', 'keyword', 'marker', 'sequence', 'polymorphism', 'protein',
  'publication', 'transposon', 'transposonfamily', 'protocol', 'person', 'organization', 'analysisreference',
  'communication',
]);

/** 002 §7: the types with a detail/{type}/name lookup. */
export const NAME_LOOKUP_TYPES: ReadonlySet<string> = new Set(['locus', 'gene', 'clone', 'polymorphism', 'arrayelement', 'protocol']);

/** 002 §7: the types with a detail/{type}/accession lookup. */
export const ACCESSION_LOOKUP_TYPES: ReadonlySet<string> = new Set([
  'locus', 'gene', 'cloneend', 'polymorphism', 'marker', 'arrayelement',
]);

interface TypeParams {
  type: string;
}

/** A single query-string value, trimmed; repeated or missing parameters count as absent. */
function single(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const notFound = (reply: FastifyReply, error: string) => reply.code(404).send({ error });

export interface DetailRoutesOptions {
  records: RecordStore;
  /** Answers the refusal itself (401 or 403) and returns false when the request may not read detail records. */
  canRead: DetailAccessCheck;
}

export async function detailRoutes(app: FastifyInstance, { records, canRead }: DetailRoutesOptions): Promise<void> {
  // Every call of this plugin reads detail data, so each is checked first (000 §2.2, 002 §6).
  app.addHook('preHandler', async (request, reply) => {
    if (!canRead(request, reply)) return reply;
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>('/api/detail/:type', async (request, reply) => {
    const { type } = request.params;
    if (!DETAIL_TYPES.has(type)) return notFound(reply, `Unknown record type "${type}".`);
    const key = single(request.query.key);
    if (!key) return notFound(reply, `No ${type} key was given.`);
    const body = records.body(type, key);
    if (body === undefined) return notFound(reply, `No ${type} has the key "${key}".`);
    // Stored as the JSON text it is served as: no parse and re-serialise per request.
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>('/api/detail/:type/name', async (request, reply) => {
    const { type } = request.params;
    if (!NAME_LOOKUP_TYPES.has(type)) return notFound(reply, `Record type "${type}" has no lookup by name.`);
    const name = single(request.query.name);
    return { data: name ? records.idByName(type, name) : null };
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>('/api/detail/:type/id', async (request, reply) => {
    if (request.params.type !== 'protocol') return notFound(reply, `Record type "${request.params.type}" has no lookup by id.`);
    const id = single(request.query.id);
    return { data: /^\d{1,15}$/.test(id) ? records.idByProtocolId(id) : null };
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>('/api/detail/:type/accession', async (request, reply) => {
    const { type } = request.params;
    if (!ACCESSION_LOOKUP_TYPES.has(type)) return notFound(reply, `Record type "${type}" has no lookup by accession.`);
    const accession = single(request.query.accession);
    return { data: accession ? records.idByAccession(type, accession) : null };
  });
}
