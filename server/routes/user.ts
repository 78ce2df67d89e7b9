// The user calls of 000 §7:
//   POST /api/user/register-person      registration fields (000 §2.5) → 201 { success, message, communityId,
//                                       username }; a rule broken → 400 { error, field } with 000 §5's message;
//                                       a username in use → 409 { error, field }. An e-mail address in use
//                                       answers as any other, so the answer never tells which addresses have
//                                       accounts (accounts/registration.ts).
//                                       Rate-limited per client address (REGISTRATION_RATE_LIMIT a minute): 429.
//   GET  /api/user/person-details       ?communityId= → FIRST_NAME, LAST_NAME, ADDRESS, CITY, REGION,
//                                       POSTAL_CODE, COUNTRY, AFFILIATIONS[{community_id, name}],
//                                       REGISTERING_FOR_ABRC, IS_TAIR_CURATOR; 404 { message } for no such person.
//                                       A person record holds no street address, so ADDRESS, CITY and POSTAL_CODE
//                                       are those of the first affiliated organization (ADDRESS with its backslash
//                                       line separators, 000 §5); REGION and COUNTRY are the person's own.
//   PUT  /api/user/update-credentials   { credentialId, secretKey, communityId, userName, password,
//                                       currentPassword } (an empty password keeps the current one, 000 §5).
//                                       currentPassword is the logged-in member's own password, also when a
//                                       curator changes another member's login details: missing → 400 naming
//                                       it, wrong → 403. Rate-limited like login (LOGIN_RATE_LIMIT): 429.
//   PUT  /api/user/update-person        { communityId, firstName, lastName, email, institutionName, sendEmail,
//                                       displayEmail, country, stateProvince }; any valid address, in use or not.
// All but registration need a login (401 { error, redirectUri }) and, per 000 §6, are for one's own community id
// or a curator's (403 { error }).
import type { FastifyInstance } from 'fastify';
import { parseId } from '../accounts/communityRecords';
import { fieldError, forbidden, mayEditPerson, requireLogin, type AccountsContext } from '../accounts/http';
import type { Login } from '../accounts/logins';
import { ConflictError, readRegistrationForm, registerPerson } from '../accounts/registration';
import { FieldError, bodyOf } from '../accounts/validation';
import { WRONG_CURRENT_PASSWORD, updateCredentials, updatePerson } from '../accounts/updates';
import { loginRateLimit, perMinuteLimit } from './auth';

export const TOO_MANY_REGISTRATIONS = 'Too many registrations from this address. Please wait a minute and try again.';

/** Registration hashes a password (scrypt) and creates an account: a flood of it must not starve the server. */
const registrationRateLimit = (context: AccountsContext) => perMinuteLimit('registration', context.config.registrationsPerMinute, TOO_MANY_REGISTRATIONS);

export async function userRoutes(app: FastifyInstance, { context }: { context: AccountsContext }): Promise<void> {
  const { store, accounts, records } = context;

  app.post('/api/user/register-person', { config: registrationRateLimit(context) }, async (request, reply) => {
    try {
      const registered = await registerPerson(store, readRegistrationForm(bodyOf(request.body)));
      return reply.code(201).send({ success: true, message: 'Person registered successfully.', ...registered });
    } catch (error) {
      if (error instanceof FieldError) return fieldError(reply, error);
      if (error instanceof ConflictError) return reply.code(409).send({ error: error.message, field: error.field });
      throw error;
    }
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/user/person-details', async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    const communityId = parseId(request.query.communityId);
    if (communityId === null) return reply.code(400).send({ error: 'communityId must be a community id.', field: 'communityId' });
    if (!mayEditPerson(login, communityId)) return forbidden(reply, 'You can view the account details of your own person record only.');
    const person = await records.person(communityId);
    if (!person) return reply.code(404).send({ message: `No person has the community id ${communityId}.` });
    const account = await accounts.byCommunityId(communityId);
    const affiliations = account ? await accounts.affiliations(communityId) : [];
    const organizations = await Promise.all(affiliations.map(async (id) => ({ id, body: await records.organization(id) })));
    const first = organizations.find((organization) => organization.body)?.body ?? {};
    return {
      FIRST_NAME: person.firstName ?? null,
      LAST_NAME: person.lastName ?? null,
      ADDRESS: first.address ?? null,
      CITY: first.city ?? null,
      REGION: person.region ?? null,
      POSTAL_CODE: first.postalCode ?? null,
      COUNTRY: person.country ?? null,
      AFFILIATIONS: organizations.map(({ id, body }) => ({ community_id: id, name: body?.name ?? null })),
      REGISTERING_FOR_ABRC: account?.registering_for_abrc ?? 'F',
      // The account's own settings, which the edit page shows as they are (only the member or a curator reads them).
      SEND_EMAIL: account?.send_email ?? 'F',
      USERNAME: account?.username ?? null,
      IS_TAIR_CURATOR: account?.is_curator ?? 'F',
    };
  });

  /** The community id a change is for, checked against the login's rights; null after answering. */
  const targetOf = (body: Record<string, unknown>, login: Login) => {
    const communityId = parseId(body.communityId);
    if (communityId === null) throw new FieldError('communityId', 'communityId must be a community id.');
    return { communityId, allowed: mayEditPerson(login, communityId) };
  };

  // Rate-limited like login, since a wrong current password answers differently from a right one.
  app.put('/api/user/update-credentials', { config: loginRateLimit(context) }, async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    try {
      const body = bodyOf(request.body);
      const { communityId, allowed } = targetOf(body, login);
      if (!allowed) return forbidden(reply, 'You can change the login details of your own account only.');
      const result = await updateCredentials(context, login, communityId, body);
      if (result === 'no-account') return reply.code(404).send({ error: `No account has the community id ${communityId}.` });
      if (result === 'wrong-password') return reply.code(403).send({ error: WRONG_CURRENT_PASSWORD, field: 'currentPassword' });
      return { success: true, message: 'Person credentials updated successfully.' };
    } catch (error) {
      if (error instanceof FieldError) return fieldError(reply, error);
      if (error instanceof ConflictError) return reply.code(409).send({ error: error.message, field: error.field });
      throw error;
    }
  });

  app.put('/api/user/update-person', async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    try {
      const body = bodyOf(request.body);
      const { communityId, allowed } = targetOf(body, login);
      if (!allowed) return forbidden(reply, 'You can edit your own person record only.');
      const result = await updatePerson(context, communityId, body);
      if (result === 'no-person') return reply.code(404).send({ error: `No person has the community id ${communityId}.` });
      return { success: true, message: 'Person details updated successfully.' };
    } catch (error) {
      if (error instanceof FieldError) return fieldError(reply, error);
      if (error instanceof ConflictError) return reply.code(409).send({ error: error.message, field: error.field });
      throw error;
    }
  });
}
