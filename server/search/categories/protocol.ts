// POST /api/search/protocol (001 §3.1 Protocol): laboratory protocols by title, author or description, and by the
// keywords they are filed under (the form's list of protocol keywords). Docs are keyed by the protocol id that
// /protocol?id= takes.
import * as z from 'zod';
import { PROTOCOL_SEARCH_TYPES, protocolPayload, type ProtocolPayload, protocolTermRow } from '../../../contracts/search/protocol';
import type { ProtocolResponse } from '../../../schemas/protocol';
import type { CategoryModule, Criterion, IndexedDoc } from '../types';
import {
  anyOfCriterion,
  criteriaOf,
  distinct,
  listOf,
  selected,
  termsOf,
  textCriterion,
  textSortKey,
} from './rowCriteria';

/** Term fields each search type (contracts/search/protocol.ts) matches. */
const FIELDS_BY_SEARCH_TYPE: Record<(typeof PROTOCOL_SEARCH_TYPES)[number], string[]> = {
  title: ['title'],
  authors: ['author'],
  description: ['description'],
};

export interface ProtocolDoc {
  id: string;
  title: string;
  authors: string;
  keywords: string[];
  description: string | null;
}

const authorName = (author: { firstName?: string | null; lastName?: string | null }) => [author.firstName, author.lastName].filter(Boolean).join(' ');

/** The id /protocol?id= takes: the protocol id, or the record key when the record has none. */
const protocolIdOf = (key: string, protocol: ProtocolResponse) =>
  protocol.protocolId !== null && protocol.protocolId !== undefined ? String(protocol.protocolId) : key;

export function protocolDoc(key: string, protocol: ProtocolResponse): ProtocolDoc {
  return {
    id: protocolIdOf(key, protocol),
    title: protocol.name,
    authors: listOf(protocol.authors).map(authorName).filter(Boolean).join(', '),
    keywords: distinct(listOf(protocol.keywords).map((keyword) => keyword.keyword)),
    description: protocol.description ?? null,
  };
}

function indexProtocol(key: string, protocol: ProtocolResponse): IndexedDoc {
  const doc = protocolDoc(key, protocol);
  const authors = listOf(protocol.authors);
  return {
    id: doc.id,
    doc: { ...doc },
    sortKey: textSortKey(doc.title),
    terms: [
      ...termsOf('title', [protocol.name]),
      ...termsOf('author', authors.flatMap((author) => [author.lastName, author.firstName, authorName(author)])),
      ...termsOf('description', [protocol.description, protocol.usage]),
      ...termsOf('keyword', doc.keywords),
    ],
    words: [{ field: 'description', text: [protocol.name, protocol.description, protocol.usage].filter(Boolean).join(' ') }],
  };
}

const rowCriteria = (row: z.infer<typeof protocolTermRow>): Criterion[] =>
  criteriaOf(
    row.search_type ? textCriterion(FIELDS_BY_SEARCH_TYPE[row.search_type], row.search_method, row.search_input) : null,
    anyOfCriterion('keyword', selected(row.keywords)),
  );

export const protocolCategory: CategoryModule<ProtocolPayload> = {
  category: 'protocol',
  version: 1,
  sourceTypes: ['protocol'],
  // Records were checked against schemas/protocol.ts by the data tests.
  index: (type, key, body) => (type === 'protocol' ? [indexProtocol(key, body as ProtocolResponse)] : []),
  payload: protocolPayload,
  query: (payload) => ({ category: 'protocol', criteria: listOf(payload.searchTerms).flatMap(rowCriteria) }),
};
