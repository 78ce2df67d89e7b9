// The server's refusals as it sends them, for the handlers that answer a page's refused states: a member with no
// usage units left asking for subscription content (server/detailAccess.ts MEMBER_REFUSAL, sent by the access hook
// for every subscription call of server/access/contentAccess.ts), and a client over a gene-action limit
// (server/routes/searchActions.ts). The browser cannot load those server modules (they open SQLite), so the bodies
// are written out here; tests/unit/accessRefusals.test.ts holds them equal to the server's own.
import { HttpResponse } from 'msw';

/** 403 to a logged-in member without a linked ORCID iD, off a subscribed network, with too few usage units left. */
export const MEMBER_REFUSAL_BODY = {
  error: 'Reading detail pages needs a subscription or a linked ORCID iD. Link your ORCID iD or add usage units on your profile page.',
};

/** 429 when the client address already has GENE_ACTIONS_AT_ONCE (3) gene actions running or waiting. */
export const GENE_ACTIONS_AT_ONCE_BODY = {
  error: true,
  message: 'This address already has 3 searches running or waiting, the most one address may have at once.',
};

/** 429 once the client address has sent GENE_ACTION_RATE_LIMIT gene actions within a minute. */
export const GENE_ACTIONS_PER_MINUTE_BODY = {
  error: true,
  message: 'Too many gene action and sequence requests from this address. Please wait a minute and try again.',
};

export type GeneActionLimitBody = typeof GENE_ACTIONS_AT_ONCE_BODY;

export const memberRefusal = (): Response => HttpResponse.json(MEMBER_REFUSAL_BODY, { status: 403 });

export const geneActionLimitRefusal = (body: GeneActionLimitBody): Response => HttpResponse.json(body, { status: 429 });
