import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiSend } from '../../../api/client';
import { refusalShown } from '../../../api/refusalReason';
import type { ResultsRequest } from './resultsRequest';
import type { ResultDoc } from './tableColumns';

/** The search API answers `{ docs, total, error }` (001 §3.1); the annotation search adds `term`. */
const searchAnswerSchema = z.object({
  docs: z.array(z.record(z.string(), z.unknown())),
  total: z.optional(z.number()),
  error: z.optional(z.boolean()),
  term: z.optional(z.string()),
});

export interface SearchAnswer {
  docs: ResultDoc[];
  total: number;
  term?: string;
  /** A key per row, unique within the answer (several docs may share an id). */
  rowKeys: ReadonlyMap<ResultDoc, string>;
}

/**
 * Row keys for the table's selection. A doc's id is its record key, which its links use, and it is not unique in
 * every answer (gene descriptions give one doc per gene model under the locus key, locus history one per event),
 * so a repeated id gets a counter.
 */
function rowKeysOf(docs: readonly ResultDoc[]): Map<ResultDoc, string> {
  const seen = new Map<string, number>();
  const keys = new Map<ResultDoc, string>();
  for (const doc of docs) {
    const count = (seen.get(doc.id) ?? 0) + 1;
    seen.set(doc.id, count);
    keys.set(doc, count === 1 ? doc.id : `${doc.id}~${count}`);
  }
  return keys;
}

/** A search the server refused or could not answer (001 §8: the page shows an error state with an empty table). */
export class SearchFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's sentence when it refused the reader (403: gene actions are subscription content; 429: a limit). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'SearchFailed';
  }
}

function readAnswer(status: number, body: unknown): SearchAnswer {
  const parsed = z.safeParse(searchAnswerSchema, body);
  if (!parsed.success) throw new SearchFailed(status, 'The search answer was not in the expected form.');
  if (parsed.data.error) throw new SearchFailed(status, 'The search answered with its error flag set.');
  // Every doc has an id (the contract); a doc without one still gets a distinct row key.
  const docs = parsed.data.docs.map((doc, index) => ({ ...doc, id: doc.id === undefined || doc.id === null ? `row-${index}` : String(doc.id) }));
  return {
    docs,
    total: Math.max(parsed.data.total ?? docs.length, docs.length),
    rowKeys: rowKeysOf(docs),
    ...(parsed.data.term !== undefined ? { term: parsed.data.term } : {}),
  };
}

export async function postSearch(endpoint: string, body: Record<string, unknown>): Promise<SearchAnswer> {
  const answer = await apiSend('POST', endpoint, body);
  if (!answer.ok) {
    // A 400 names the field it refused (the contract); it is logged for whoever wrote the link, not shown (001 §8).
    console.warn(`Search ${endpoint} failed with status ${answer.status}`, answer.body);
    throw new SearchFailed(answer.status, `The search failed with status ${answer.status}.`, refusalShown(answer.status, answer.body));
  }
  return readAnswer(answer.status, answer.body);
}

export const searchQueryKey = (request: ResultsRequest) => ['search', request.endpoint, request.body] as const;

/** The answer to the page's search. A search is a snapshot: it is not refetched while the page is open. */
export function useSearchAnswer(request: ResultsRequest | undefined) {
  return useQuery({
    queryKey: request ? searchQueryKey(request) : ['search', 'none'],
    queryFn: () => (request ? postSearch(request.endpoint, request.body) : Promise.reject(new Error('No search to run.'))),
    enabled: request !== undefined,
    staleTime: Infinity,
  });
}
