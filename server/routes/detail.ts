// The detail and lookup calls of spec 002 §7, with the contract the front end uses (src/api/endpoints.ts,
// src/engine/identity.ts):
//   GET /api/detail/{type}?key=                → the record JSON itself, or 404 { error }
//   GET /api/detail/{type}/name?name=          → { data: id } or { data: null }  (names compared upper-cased)
//   GET /api/detail/{type}/accession?accession= → { data: id } or { data: null }
//   GET /api/detail/protocol/id?id=              → { data: key } or { data: null }  (a protocol's own id)
// Unknown types, and lookups a type does not offer in §7, answer 404 { error }. Which types offer which call is
// derived from the configs in sections/ (data/recordTypes.ts).
// Every call is checked before it gets here by the server's access hook (access/contentAccessHook.ts: 401/403
// without access, a usage unit spent on a record read), and a person's hidden e-mail address is left out for
// everyone but that person and curators (personEmail.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Login } from '../accounts/logins';
import { served } from '../../data/recordTypes';
import type { RecordReader } from '../db/recordReader';
import { maySeeHiddenEmail, withoutEmail } from './personEmail';

/** 002 §7: every type served by GET detail/{type}: the configs' API types and the API-only ones. */
export const DETAIL_TYPES = served.detail;

/** 002 §7: the types with a detail/{type}/name lookup. */
export const NAME_LOOKUP_TYPES = served.name;

/** 002 §7: the types with a detail/{type}/accession lookup. */
export const ACCESSION_LOOKUP_TYPES = served.accession;

/** 002 §7: the types with a detail/{type}/id lookup (a protocol's own id). */
export const ID_LOOKUP_TYPES = served.id;

interface TypeParams {
  type: string;
}

/** A single query-string value, trimmed; repeated or missing parameters count as absent. */
export function queryValue(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const notFound = (reply: FastifyReply, error: string) => reply.code(404).send({ error });

export interface DetailRoutesOptions {
  records: RecordReader;
  /** Who is reading: the login the access hook found, looked up for a network visitor (for hidden e-mail addresses). */
  readerLogin: (request: FastifyRequest) => Promise<Login | null>;
}

const RECORD_ROUTE = '/api/detail/:type';

export async function detailRoutes(app: FastifyInstance, { records, readerLogin }: DetailRoutesOptions): Promise<void> {
  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>(RECORD_ROUTE, async (request, reply) => {
    const { type } = request.params;
    if (!DETAIL_TYPES.has(type)) return notFound(reply, `Unknown record type "${type}".`);
    const key = queryValue(request.query.key);
    if (!key) return notFound(reply, `No ${type} key was given.`);
    const person = type === 'person' ? await records.person(key) : undefined;
    let body = person ? person.body : await records.body(type, key);
    if (body === undefined) return notFound(reply, `No ${type} has the key "${key}".`);
    // Rare: only a person who hides an e-mail address the record holds costs a parse.
    if (person?.hidesEmail && !maySeeHiddenEmail(await readerLogin(request), key)) body = withoutEmail(body);
    // Otherwise the JSON text as stored: no parse and re-serialise per request.
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>('/api/detail/:type/name', async (request, reply) => {
    const { type } = request.params;
    if (!NAME_LOOKUP_TYPES.has(type)) return notFound(reply, `Record type "${type}" has no lookup by name.`);
    const name = queryValue(request.query.name);
    return { data: name ? await records.idByName(type, name) : null };
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>('/api/detail/:type/id', async (request, reply) => {
    if (!ID_LOOKUP_TYPES.has(request.params.type)) return notFound(reply, `Record type "${request.params.type}" has no lookup by id.`);
    const id = queryValue(request.query.id);
    return { data: /^\d{1,15}$/.test(id) ? await records.idByProtocolId(id) : null };
  });

  app.get<{ Params: TypeParams; Querystring: Record<string, unknown> }>('/api/detail/:type/accession', async (request, reply) => {
    const { type } = request.params;
    if (!ACCESSION_LOOKUP_TYPES.has(type)) return notFound(reply, `Record type "${type}" has no lookup by accession.`);
    const accession = queryValue(request.query.accession);
    return { data: accession ? await records.idByAccession(type, accession) : null };
  });
}
