// The ORCID calls of 000 §7 (flow in 000 §4, "ORCID page on load"):
//   GET  /api/auth/orcidloginlink            → { url } of the ORCID sign-in page (the simulator's by default)
//   GET  /api/auth/orcidstatus               ?userIdentifier=&partnerId=tair → { has_orcid }
//   POST /api/auth/process-orcid-code        { code, userIdentifier, credentialId, secretKey, partnerId } links the
//                                            ORCID iD to the logged-in member → { success, message, orcidId };
//                                            an iD linked to another account → 200 { success: false, message }
//   POST /api/auth/authenticate-orcid        { code } logs in the account linked to that iD: sets the cookies →
//                                            { success, message, orcidId, user{credentialId, secretKey} }; an iD
//                                            linked to no account → 200 { success: false, message }
//   POST /api/auth/unlink-orcid              { credentialId, secretKey } → { success, message }
// A code ORCID refuses → 400 { success: false, message }; ORCID unreachable → 502 { success: false, message }.
// Without ORCID (not a demo and no ORCID client configured), the sign-in link and both code exchanges answer
// 503 { success: false, message, error }: there is no ORCID to sign in with.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseId } from '../accounts/communityRecords';
import { requireLogin, setCredentialCookies, type AccountsContext } from '../accounts/http';
import { bodyOf } from '../accounts/validation';
import { loginRateLimit } from '../routes/auth';
import { isUniqueViolation } from '../store/errors';
import { OrcidError, type OrcidIdentity } from './client';

/** 000 §3: the partner id is the constant 'tair'. */
export const PARTNER_ID = 'tair';

export const orcidMessages = {
  linked: 'Your ORCID iD is now linked to your TAIR account.',
  alreadyLinked: 'This ORCID iD is already linked to another TAIR account. Unlink it there, or contact curator@arabidopsis.org.',
  notLinked: 'This ORCID iD is not linked to a TAIR account. Log in with your username and password and connect ORCID, or register.',
  loggedIn: 'You are logged in with ORCID.',
  unlinked: 'ORCID account successfully unlinked',
  codeRequired: 'The ORCID authorization code is missing.',
  wrongPartner: `partnerId must be '${PARTNER_ID}'.`,
  notConfigured: 'ORCID sign-in is not configured on this server.',
} as const;

const failure = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ success: false, message, error: message });

/** A partner id that is absent or 'tair'. */
const partnerOk = (value: unknown) => value === undefined || value === PARTNER_ID;

async function identityFor(context: AccountsContext, request: FastifyRequest, reply: FastifyReply): Promise<OrcidIdentity | null> {
  if (!context.orcid) {
    await failure(reply, 503, orcidMessages.notConfigured);
    return null;
  }
  const code = bodyOf(request.body).code;
  if (typeof code !== 'string' || !code.trim() || code.length > 200) {
    await failure(reply, 400, orcidMessages.codeRequired);
    return null;
  }
  try {
    return await context.orcid.exchangeCode(code.trim(), request);
  } catch (error) {
    if (!(error instanceof OrcidError)) throw error;
    await failure(reply, error.kind === 'invalid_code' ? 400 : 502, error.message);
    return null;
  }
}

export async function orcidAuthRoutes(app: FastifyInstance, { context }: { context: AccountsContext }): Promise<void> {
  const { store, accounts, logins, config } = context;

  /** Sets (or clears, with null) the account's ORCID iD and the person record's, together. */
  const setOrcid = (communityId: number, orcidId: string | null) =>
    store.transaction(async (stores) => {
      await stores.accounts.setOrcid(communityId, orcidId);
      await stores.community.patch('person', communityId, { orcidId });
    });

  app.get('/api/auth/orcidloginlink', async (request, reply) => {
    if (!context.orcid) return failure(reply, 503, orcidMessages.notConfigured);
    return { url: context.orcid.loginLink(request) };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/auth/orcidstatus', async (request, reply) => {
    if (!partnerOk(request.query.partnerId)) return reply.code(400).send({ error: orcidMessages.wrongPartner });
    const communityId = parseId(request.query.userIdentifier);
    if (communityId === null) return reply.code(400).send({ error: 'userIdentifier must be a community id.' });
    return { has_orcid: Boolean((await accounts.byCommunityId(communityId))?.orcid_id) };
  });

  app.post('/api/auth/process-orcid-code', async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    const body = bodyOf(request.body);
    if (!partnerOk(body.partnerId)) return failure(reply, 400, orcidMessages.wrongPartner);
    const named = body.userIdentifier === undefined || body.userIdentifier === '' ? login.communityId : parseId(body.userIdentifier);
    if (named !== login.communityId) return failure(reply, 403, 'You can link an ORCID iD to your own account only.');
    const identity = await identityFor(context, request, reply);
    if (!identity) return reply;
    const holder = await accounts.byOrcid(identity.orcidId);
    if (holder && holder.community_id !== login.communityId) {
      return { success: false, message: orcidMessages.alreadyLinked, orcidId: identity.orcidId };
    }
    try {
      await setOrcid(login.communityId, identity.orcidId);
    } catch (error) {
      // Another request linked the same iD in the meantime: the UNIQUE constraint decides.
      if (isUniqueViolation(error)) {
        return { success: false, message: orcidMessages.alreadyLinked, orcidId: identity.orcidId };
      }
      throw error;
    }
    return { success: true, message: orcidMessages.linked, orcidId: identity.orcidId };
  });

  app.post('/api/auth/authenticate-orcid', { config: loginRateLimit(context) }, async (request, reply) => {
    const identity = await identityFor(context, request, reply);
    if (!identity) return reply;
    const account = await accounts.byOrcid(identity.orcidId);
    if (!account) return { success: false, message: orcidMessages.notLinked, orcidId: identity.orcidId };
    const credentials = await logins.create(account);
    setCredentialCookies(reply, request, config, credentials);
    return { success: true, message: orcidMessages.loggedIn, orcidId: identity.orcidId, user: credentials };
  });

  app.post('/api/auth/unlink-orcid', async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    await setOrcid(login.communityId, null);
    return { success: true, message: orcidMessages.unlinked };
  });
}
