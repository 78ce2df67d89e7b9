// The subscription calls of 000 §7:
//   GET  /api/subscription/institution        → { name, status } of the client address's institution
//                                              (INSTITUTION_RANGES); { name: null, status: 'not subscribed' } else
//   GET  /api/subscription/status             ?userIdentifier= → { subscribed, expDate, free_expiry_date }.
//                                              subscribed: the client's institution is subscribed, or the member
//                                              (when it is the login's own community id, or a curator asks) has
//                                              usage units left in an unexpired period. No login needed: the detail
//                                              pages' access check (000 §2.2) asks for anonymous visitors too.
//   POST /api/subscription/activate/bucket    { activationCode, partyId } → { message, unitsAdded, tracker };
//                                              400 { message } for an empty, unknown or used code or no party id
//   GET  /api/subscription/bucket/usage       ?party_id= → the usage tracker of 000 §3, or { message } when the
//                                              party has none
// Activation and usage need a login (401 { error, redirectUri }) and are for the login's own party id (403).
import type { FastifyInstance } from 'fastify';
import { parseId } from '../accounts/communityRecords';
import { credentialsOf, requireLogin, type AccountsContext } from '../accounts/http';
import { bodyOf } from '../accounts/validation';
import { institutionMatcher } from '../subscriptions/institutions';
import { hasActiveUnitsIn } from '../subscriptions/usage';

export const activationMessages = {
  // 000 §5, exactly.
  emptyCode: 'Please enter a valid activation code.',
  noParty: 'Error during activation.',
  unknownCode: 'This activation code is not valid. Please check it and try again.',
  usedCode: 'This activation code has already been used.',
  otherParty: 'Activation codes can be applied to your own account only.',
  applied: 'Activation Code applied successfully!',
} as const;

export const NO_USAGE_UNITS = 'No usage units are recorded for this account.';

export async function subscriptionRoutes(app: FastifyInstance, { context }: { context: AccountsContext }): Promise<void> {
  const { accounts, logins, usage } = context;
  const institutionOf = institutionMatcher(context.config.institutions);

  app.get('/api/subscription/institution', async (request) => institutionOf(request.ip));

  app.get<{ Querystring: Record<string, unknown> }>('/api/subscription/status', async (request) => {
    const institution = institutionOf(request.ip);
    const communityId = parseId(request.query.userIdentifier);
    const login = await logins.resolve(credentialsOf(request));
    const mayRead = login !== null && communityId !== null && (login.communityId === communityId || login.isCurator);
    const account = mayRead ? await accounts.byCommunityId(communityId) : undefined;
    const tracker = account ? await usage.tracker(account.party_id) : undefined;
    return {
      subscribed: institution.status === 'subscribed' || (account !== undefined && hasActiveUnitsIn(tracker)),
      expDate: tracker?.expiry_date ?? null,
      free_expiry_date: tracker?.free_expiry_date ?? null,
    };
  });

  app.post('/api/subscription/activate/bucket', async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    const body = bodyOf(request.body);
    const code = typeof body.activationCode === 'string' ? body.activationCode.trim() : '';
    if (!code || code.length > 100) return reply.code(400).send({ message: activationMessages.emptyCode });
    const partyId = parseId(body.partyId);
    if (partyId === null) return reply.code(400).send({ message: activationMessages.noParty });
    if (partyId !== login.partyId) return reply.code(403).send({ message: activationMessages.otherParty });
    const result = await usage.activate(partyId, code);
    if (!result.ok) {
      return reply.code(400).send({ message: result.reason === 'used' ? activationMessages.usedCode : activationMessages.unknownCode });
    }
    return { message: activationMessages.applied, unitsAdded: result.unitsAdded, tracker: result.tracker };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/subscription/bucket/usage', async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    const partyId = parseId(request.query.party_id);
    if (partyId === null) return reply.code(400).send({ message: 'party_id must be a party id.' });
    if (partyId !== login.partyId && !login.isCurator) {
      return reply.code(403).send({ message: 'You can see the usage units of your own account only.' });
    }
    return (await usage.tracker(partyId)) ?? { message: NO_USAGE_UNITS };
  });
}
