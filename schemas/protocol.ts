// 002 §3 Protocol: GET detail/protocol?key= — the record behind /protocol (Summary): a laboratory method.
import * as z from 'zod/mini';
import { dateValue, id, list, publicationSummarySchema, text, type KnownFields } from './shared';

/** An author of the protocol, a community member; communityId is the person's key. */
const protocolAuthorSchema = z.looseObject({ communityId: z.nullish(id), firstName: text(), lastName: text() });

/** A keyword (ontology term) the protocol is filed under; keywordId is the keyword's key. */
const protocolKeywordSchema = z.looseObject({ keyword: text(), keywordId: z.nullish(id) });

export const protocolSchema = z.looseObject({
  name: z.string(),
  /** The protocol's own id (older links name it: /protocol?id=), which GET detail/protocol/id resolves to the key. */
  protocolId: z.nullish(id),
  authors: list(protocolAuthorSchema),
  dateLastModified: z.nullish(dateValue),
  tairAccession: text(),
  /** What the protocol is for. */
  description: text(),
  /** When to use it and what it needs. */
  usage: text(),
  /** The steps, one per line. */
  methods: text(),
  /** The publication that describes the protocol. */
  publication: z.nullish(publicationSummarySchema),
  keywords: list(protocolKeywordSchema),
  websites: list(z.looseObject({ url: text(), name: text() })),
});

/** The parsed protocol, with only its known fields (so config paths are checked by `tsc`). */
export type Protocol = KnownFields<z.infer<typeof protocolSchema>>;

/** A detail/protocol response as the server sends it. */
export type ProtocolResponse = z.input<typeof protocolSchema>;
