// Gene class symbol registration and its curator review (001 §2.10, §3.6, §5, §6, §7; docs/gene-symbols.md):
//   GET  /api/gene_class_symbol/search?geneClassSymbol=      → rows of registered symbols and pending or approved
//                                                             submissions with that symbol ([] = free)
//   GET  /api/gene_class_symbol/gene-search?searchTerm=      (≥ 2 characters) → loci rows
//   GET  /api/gene_class_symbol/publication-search?searchTerm= (≥ 1 character) → publication rows
//   POST /api/gene_class_symbol/updateGeneSymbolClass        the detail form → 201 { success, message, submission }
//                                                             (pending; the submitter is the login's account, the
//                                                             cited loci and publications records); 409 when the
//                                                             symbol exists
//   GET  /api/gene_class_symbol/submissions?status=          curators: every submission, comments included
//   GET  /api/gene_class_symbol/submissions/:id              curators: one submission
//   POST /api/gene_class_symbol/submissions/:id/decision     curators: { decision: approve | change | reject }
//   POST /api/gene_class_symbol/submissions/:id/reopen       curators: undo the decision, the submission pending again
//                                                             (an approval's record withdrawn); 409 when pending, or
//                                                             when the decision no longer stands alone (review.ts)
// All need a login (401 { error, redirectUri }); the last four a curator (403). Bad input: 400 { error, field }.
// Only the curator calls answer comments (001 §6).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod';
import { readServerConfig, type ServerConfig } from '../config';
import { citedRecords } from '../geneClassSymbols/citations';
import { GENE_SEARCH_MIN, PUBLICATION_SEARCH_MIN, symbolLookups } from '../geneClassSymbols/lookups';
import { symbolRegistration } from '../geneClassSymbols/registration';
import { symbolReview, type DecisionOutcome } from '../geneClassSymbols/review';
import { SUBMISSION_STATUSES, decisionPayload, fieldErrorOf, submissionPayload, symbolSchema } from '../geneClassSymbols/rules';
import { symbolSession } from '../geneClassSymbols/session';
import { submissionStore, type StatusFilter } from '../geneClassSymbols/submissionStore';
import { accountSubmitters } from '../geneClassSymbols/submitters';
import type { SearchStore } from '../search/types';
import type { PortalStore } from '../store/stores';

/** 001 §8, the conflict text the symbol form shows; the detail form's submit meets it too. */
export const SYMBOL_EXISTS =
  'This gene class symbol already exists in the database. If you wish to submit this symbol despite the conflict, contact a TAIR curator.';
/** 001 §8. */
export const SUBMITTED = 'Form submitted successfully and a curator will review it shortly!';

const SEARCH_TERM_MAX = 100;

export interface GeneClassSymbolRouteOptions {
  /** Read from the environment when not given. */
  config?: ServerConfig;
  /** The stores of the symbols, their submissions, the cited records and the submitters' accounts and logins. */
  portal: PortalStore;
  /** The search index the search routes ask: the form's gene and publication pickers search it. */
  search: SearchStore;
}

type Query = Record<string, unknown>;

const badRequest = (reply: FastifyReply, field: string, error: string) => reply.code(400).send({ error, field });

const invalid = (reply: FastifyReply, error: z.ZodError, root: string) => reply.code(400).send(fieldErrorOf(error, root));

/** A search term of the query: trimmed text of at least `min` characters, or null after a 400 naming it. */
function searchTermOf(query: Query, min: number, reply: FastifyReply): string | null {
  const value = query.searchTerm;
  const text = typeof value === 'string' ? value.trim() : '';
  if ([...text].length < min) {
    void badRequest(reply, 'searchTerm', `searchTerm must be at least ${min} character${min === 1 ? '' : 's'}.`);
    return null;
  }
  if (text.length > SEARCH_TERM_MAX) {
    void badRequest(reply, 'searchTerm', `searchTerm must be at most ${SEARCH_TERM_MAX} characters.`);
    return null;
  }
  return text;
}

/** The submission id of the path, or null after a 400 naming it. */
function submissionIdOf(params: { id: string }, reply: FastifyReply): number | null {
  if (/^\d{1,15}$/.test(params.id)) return Number(params.id);
  void badRequest(reply, 'id', 'id must be a submission id.');
  return null;
}

const sendOutcome = (reply: FastifyReply, outcome: DecisionOutcome) =>
  outcome.ok
    ? { submission: outcome.submission }
    : reply.code(outcome.status).send({ error: outcome.error, ...(outcome.field ? { field: outcome.field } : {}) });

export async function geneClassSymbolRoutes(app: FastifyInstance, options: GeneClassSymbolRouteOptions): Promise<void> {
  const { portal, search } = options;
  const config = options.config ?? readServerConfig();
  const { stores } = portal;
  const session = symbolSession(stores.logins, config);
  const submissions = submissionStore(stores.symbols);
  const registration = symbolRegistration(portal);
  const lookups = symbolLookups(search, stores.records);
  const review = symbolReview(portal);
  const citations = citedRecords(stores.records);
  const submitters = accountSubmitters(stores.records);

  app.get<{ Querystring: Query }>('/api/gene_class_symbol/search', async (request, reply) => {
    if (!(await session.member(request, reply))) return reply;
    const parsed = symbolSchema.safeParse(request.query.geneClassSymbol);
    if (!parsed.success) return invalid(reply, parsed.error, 'geneClassSymbol');
    return registration.existing(parsed.data);
  });

  app.get<{ Querystring: Query }>('/api/gene_class_symbol/gene-search', async (request, reply) => {
    if (!(await session.member(request, reply))) return reply;
    const term = searchTermOf(request.query, GENE_SEARCH_MIN, reply);
    return term === null ? reply : lookups.genes(term);
  });

  app.get<{ Querystring: Query }>('/api/gene_class_symbol/publication-search', async (request, reply) => {
    if (!(await session.member(request, reply))) return reply;
    const term = searchTermOf(request.query, PUBLICATION_SEARCH_MIN, reply);
    return term === null ? reply : lookups.publications(term);
  });

  app.post('/api/gene_class_symbol/updateGeneSymbolClass', async (request, reply) => {
    const login = await session.member(request, reply);
    if (!login) return reply;
    const parsed = submissionPayload.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error, 'body');
    const cited = await citations.resolve(parsed.data.comments);
    if (!cited.ok) return badRequest(reply, cited.field, cited.error);
    const submitter = await submitters.of(login.account);
    const submission = await registration.submit({ ...parsed.data, comments: cited.comments }, login.communityId, submitter);
    if (!submission) return reply.code(409).send({ error: SYMBOL_EXISTS, field: 'geneClassSymbol' });
    return reply.code(201).send({ success: true, message: SUBMITTED, submission });
  });

  app.get<{ Querystring: Query }>('/api/gene_class_symbol/submissions', async (request, reply) => {
    if (!(await session.curator(request, reply))) return reply;
    const status = request.query.status ?? 'all';
    if (status !== 'all' && !SUBMISSION_STATUSES.includes(status as never)) {
      return badRequest(reply, 'status', `status must be all or one of ${SUBMISSION_STATUSES.join(', ')}.`);
    }
    return { submissions: await submissions.list(status as StatusFilter) };
  });

  app.get<{ Params: { id: string } }>('/api/gene_class_symbol/submissions/:id', async (request, reply) => {
    if (!(await session.curator(request, reply))) return reply;
    const id = submissionIdOf(request.params, reply);
    if (id === null) return reply;
    const submission = await submissions.curatorView(id);
    return submission ?? reply.code(404).send({ error: `No submission has the id ${id}.` });
  });

  app.post<{ Params: { id: string } }>('/api/gene_class_symbol/submissions/:id/decision', async (request, reply) => {
    const curator = await session.curator(request, reply);
    if (!curator) return reply;
    const id = submissionIdOf(request.params, reply);
    if (id === null) return reply;
    const parsed = decisionPayload.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error, 'decision');
    return sendOutcome(reply, await review.decide(id, parsed.data, curator.communityId));
  });

  app.post<{ Params: { id: string } }>('/api/gene_class_symbol/submissions/:id/reopen', async (request, reply) => {
    if (!(await session.curator(request, reply))) return reply;
    const id = submissionIdOf(request.params, reply);
    return id === null ? reply : sendOutcome(reply, await review.reopen(id));
  });
}
