// Who may read detail records (000 §2.2, 002 §6), checked in this order:
//   1. a visitor from a subscribed institution's network: free;
//   2. a logged-in member with a linked ORCID iD: free;
//   3. any other member pays by usage units: each record read spends one unit, unless the member read that record
//      in the last 24 hours (subscriptions/usage.ts); the name, accession and id lookups are free but need a unit
//      left, like the pages they lead to.
// The front end checks the same before it shows a detail page; the server checks again because the API is public
// and the front end's check can be skipped.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { credentialsOf, loginPageUrl } from './accounts/http';
import { loginStore, type Login } from './accounts/logins';
import { accountStore } from './accounts/store';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { institutionMatcher } from './subscriptions/institutions';
import { usageStore } from './subscriptions/usage';

export const DETAIL_ACCESS_MESSAGES = {
  anonymous: 'Reading detail pages needs a subscription or a login with a linked ORCID iD. Please log in.',
  member: 'Reading detail pages needs a subscription or a linked ORCID iD. Link your ORCID iD or add usage units on your profile page.',
} as const;

/**
 * A reader let in: `login` is the member (null when anonymous, undefined when not looked up because the network
 * lets everyone in); `paysByUnits` when record reads spend the member's units.
 */
export type DetailReader = { paysByUnits: false; login: Login | null | undefined } | { paysByUnits: true; login: Login };

export interface DetailAccess {
  /** The reader, or null after answering 401 { error, redirectUri } (anonymous) or 403 { error } (member). */
  admit(request: FastifyRequest, reply: FastifyReply): DetailReader | null;
  /** Whether a member who pays by units has any left (for lookups and for records that do not exist). */
  hasUnits(reader: DetailReader): boolean;
  /** Charges one record read to the reader; false after answering 403 when the member has no unit left. */
  chargeRead(reader: DetailReader, type: string, key: string, reply: FastifyReply): boolean;
  /** The request's login, looked up when the reader's is not known yet. */
  loginOf(request: FastifyRequest, reader: DetailReader): Login | null;
}

/** 403 { error } for a member who pays by units and has none left. */
export const refuseWithoutUnits = (reply: FastifyReply) => reply.code(403).send({ error: DETAIL_ACCESS_MESSAGES.member });

export function detailAccess(db: Db, config: ServerConfig): DetailAccess {
  const institutionOf = institutionMatcher(config.institutions);
  const accounts = accountStore(db);
  const logins = loginStore(db, accounts);
  const usage = usageStore(db);

  return {
    admit(request, reply) {
      if (institutionOf(request.ip).status === 'subscribed') return { paysByUnits: false, login: undefined };
      const login = logins.resolve(credentialsOf(request));
      if (!login) {
        void reply.code(401).send({ error: DETAIL_ACCESS_MESSAGES.anonymous, redirectUri: loginPageUrl(request, config) });
        return null;
      }
      // 000 §2.2: ORCID is a way in of its own.
      if (login.account.orcid_id) return { paysByUnits: false, login };
      return { paysByUnits: true, login };
    },

    hasUnits: (reader) => !reader.paysByUnits || usage.hasActiveUnits(reader.login.partyId),

    chargeRead(reader, type, key, reply) {
      if (!reader.paysByUnits || usage.chargeRead(reader.login.partyId, type, key) !== 'refused') return true;
      void refuseWithoutUnits(reply);
      return false;
    },

    loginOf: (request, reader) => (reader.login !== undefined ? reader.login : logins.resolve(credentialsOf(request))),
  };
}
