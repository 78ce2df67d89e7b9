// The detail and lookup calls of spec 002 §7, with the contract the front end uses (src/api/endpoints.ts,
// src/engine/identity.ts):
//   GET /api/detail/{type}?key=                → the record JSON itself, or 404 { error }
//   GET /api/detail/{type}/name?name=          → { data: id } or { data: null }  (names compared upper-cased)
//   GET /api/detail/{type}/accession?accession= → { data: id } or { data: null }
//   GET /api/detail/protocol/id?id=              → { data: key } or { data: null }  (a protocol's own id)
// Unknown types, and lookups a type does not offer in §7, answer 404 { error }.
// Every call is checked by detailAccess.ts (401/403 without access); a record read may spend a usage unit, and a
// person's hidden e-mail address is left out for everyone but that person and curators (personEmail.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RecordStore } from '../db/records';
import { refuseWithoutUnits, type DetailAccess, type DetailReader } from '../detailAccess';
import { maySeeHiddenEmail, withoutEmail } from './personEmail';

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
  /** Who may read, and the usage units a read spends (000 §2.2). */
  access: DetailAccess;
}

const RECORD_ROUTE = '/api/detail/:type';

export async function detailRoutes(app: FastifyInstance, { records, access }: DetailRoutesOptions): Promise<void> {
  const readers = new WeakMap<FastifyRequest, DetailReader>();
  const readerOf = (request: FastifyRequest) => readers.get(request) as DetailReader;

  // Every call of this plugin reads detail data, so each is checked first (000 §2.2, 002 §6). A record read is
  // charged in its handler, once the record is known to exist; the free lookups need a unit left to be let in.
  app.addHook('preHandler', async (request, reply) => {
    const reader = access.admit(request, reply);
    if (!reader) return reply;
    if (request.routeOptions.url !== RECORD_ROUTE && !access.hasUnits(reader)) return refuseWithoutUnits(reply);
    readers.set(request, reader);
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>(RECORD_ROUTE, async (request, reply) => {
    const { type } = request.params;
    if (!DETAIL_TYPES.has(type)) return notFound(reply, `Unknown record type "${type}".`);
    const reader = readerOf(request);
    const key = single(request.query.key);
    if (!key) return notFound(reply, `No ${type} key was given.`);
    const person = type === 'person' ? records.person(key) : undefined;
    let body = person ? person.body : records.body(type, key);
    if (body === undefined) {
      // A member with no unit left learns nothing about which keys exist.
      return access.hasUnits(reader) ? notFound(reply, `No ${type} has the key "${key}".`) : refuseWithoutUnits(reply);
    }
    if (!access.chargeRead(reader, type, key, reply)) return reply;
    // Rare: only a person who hides an e-mail address the record holds costs a parse.
    if (person?.hidesEmail && !maySeeHiddenEmail(access.loginOf(request, reader), key)) body = withoutEmail(body);
    // Otherwise the JSON text as stored: no parse and re-serialise per request.
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
