// The protocol search payload (POST /api/search/protocol; 001 §3.1 Protocol): term rows and rows of keywords.
import * as z from 'zod';
import { oneOf, rows, searchMethod, searchText, selection } from './payload';

/** title: the protocol's name; authors: an author's first or last name; description: its description and usage. */
export const PROTOCOL_SEARCH_TYPES = ['title', 'authors', 'description'] as const;
/** A term row, or a row of keywords ({keywords: ['flower']}); a protocol must be filed under every chosen keyword row. */
export const protocolTermRow = z.strictObject({
  search_type: oneOf(PROTOCOL_SEARCH_TYPES).optional(),
  search_method: searchMethod.optional(),
  search_input: searchText.optional(),
  keywords: selection.optional(),
});

export const protocolPayload = z.strictObject({ searchTerms: rows(protocolTermRow).optional() });
export type ProtocolPayload = z.infer<typeof protocolPayload>;
