// Who may read subscription content (000 §2.2, 002 §6): detail records, and what other calls answer of them
// (server/access/contentAccess.ts holds which calls those are). Checked in this order:
//   1. a visitor from a subscribed institution's network: free;
//   2. a logged-in member with a linked ORCID iD: free;
//   3. any other member pays by usage units: each record read spends one unit, unless the member read that record
//      in the last 24 hours (subscriptions/usage.ts); the name, accession and id lookups are free but need a unit
//      left, like the pages they lead to.
// The front end checks the same before it shows a detail page; the server checks again because the API is public
// and the front end's check can be skipped.
import type { FastifyRequest } from 'fastify';
import { credentialsOf, loginPageUrl } from './accounts/http';
import type { Login } from './accounts/logins';
import type { ServerConfig } from './config';
import type { Stores } from './store/stores';
import { institutionMatcher } from './subscriptions/institutions';
import type { RecordRead } from './subscriptions/usage';

export const DETAIL_ACCESS_MESSAGES = {
  anonymous: 'Reading detail pages needs a subscription or a login with a linked ORCID iD. Please log in.',
  member: 'Reading detail pages needs a subscription or a linked ORCID iD. Link your ORCID iD or add usage units on your profile page.',
} as const;

/**
 * A reader let in: `login` is the member (null when anonymous, undefined when not looked up because the network
 * lets everyone in); `paysByUnits` when record reads spend the member's units.
 */
export type DetailReader = { paysByUnits: false; login: Login | null | undefined } | { paysByUnits: true; login: Login };

/** Why a request is refused: 401 with the login page (000 §7's redirect rule) for a visitor, 403 for a member. */
export type AccessRefusal =
  | { status: 401; body: { error: string; redirectUri: string } }
  | { status: 403; body: { error: string } };

/** 403 { error } for a member who pays by units and has none left, or too few for what was asked. */
export const MEMBER_REFUSAL: AccessRefusal = { status: 403, body: { error: DETAIL_ACCESS_MESSAGES.member } };

export const isRefusal = (verdict: DetailReader | AccessRefusal): verdict is AccessRefusal => 'status' in verdict;

export interface DetailAccess {
  /** The reader, or the refusal to answer with: 401 (anonymous) or 403 (a member without access). */
  judge(request: FastifyRequest): Promise<DetailReader | AccessRefusal>;
  /** Whether a member who pays by units has any left (for lookups and for records that do not exist). */
  hasUnits(reader: DetailReader): Promise<boolean>;
  /** Charges the reads to the reader; false when the member has too few units left (nothing is spent then). */
  chargeReads(reader: DetailReader, reads: readonly RecordRead[]): Promise<boolean>;
  /** The request's login, looked up when the reader's is not known yet. */
  loginOf(request: FastifyRequest, reader: DetailReader): Promise<Login | null>;
}

export function detailAccess({ logins, usage }: Pick<Stores, 'logins' | 'usage'>, config: ServerConfig): DetailAccess {
  const institutionOf = institutionMatcher(config.institutions);

  return {
    async judge(request) {
      if (institutionOf(request.ip).status === 'subscribed') return { paysByUnits: false, login: undefined };
      const login = await logins.resolve(credentialsOf(request));
      if (!login) return { status: 401, body: { error: DETAIL_ACCESS_MESSAGES.anonymous, redirectUri: loginPageUrl(request, config) } };
      // 000 §2.2: ORCID is a way in of its own.
      if (login.account.orcid_id) return { paysByUnits: false, login };
      return { paysByUnits: true, login };
    },

    hasUnits: async (reader) => !reader.paysByUnits || usage.hasActiveUnits(reader.login.partyId),

    chargeReads: async (reader, reads) =>
      !reader.paysByUnits || reads.length === 0 || (await usage.chargeReads(reader.login.partyId, reads)) !== 'refused',

    loginOf: async (request, reader) => (reader.login !== undefined ? reader.login : logins.resolve(credentialsOf(request))),
  };
}
