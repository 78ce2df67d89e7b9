// Who may read detail records (000 §2.2, 002 §6): a visitor from a subscribed institution's network, or a logged-in
// member with an ORCID iD linked or with usage units left. The front end checks the same before it shows a detail
// page; the server checks again because the API is public and the front end's check can be skipped.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { credentialsOf, loginPageUrl } from './accounts/http';
import { loginStore } from './accounts/logins';
import { accountStore } from './accounts/store';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { institutionMatcher } from './subscriptions/institutions';
import { usageStore } from './subscriptions/usage';

export const DETAIL_ACCESS_MESSAGES = {
  anonymous: 'Reading detail pages needs a subscription or a login with a linked ORCID iD. Please log in.',
  member: 'Reading detail pages needs a subscription or a linked ORCID iD. Link your ORCID iD or add usage units on your profile page.',
} as const;

export type DetailAccessCheck = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** A check that answers 401 { error, redirectUri } (anonymous) or 403 { error } (member) and returns false when refused. */
export function detailAccessCheck(db: Db, config: ServerConfig): DetailAccessCheck {
  const institutionOf = institutionMatcher(config.institutions);
  const accounts = accountStore(db);
  const logins = loginStore(db, accounts);
  const usage = usageStore(db);

  return (request, reply) => {
    if (institutionOf(request.ip).status === 'subscribed') return true;
    const login = logins.resolve(credentialsOf(request));
    if (login && (login.account.orcid_id || usage.hasActiveUnits(login.partyId))) return true;
    if (login) void reply.code(403).send({ error: DETAIL_ACCESS_MESSAGES.member });
    else void reply.code(401).send({ error: DETAIL_ACCESS_MESSAGES.anonymous, redirectUri: loginPageUrl(request, config) });
    return false;
  };
}
