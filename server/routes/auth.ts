// The auth calls of 000 §7 for credential logins (the ORCID ones are in orcid/routes.ts):
//   POST /api/auth/login    { username, password } → sets the credentialId and secretKey cookies (7 days);
//                           { success, message, user{credentialId, secretKey}, profile }, or 400/401 { error }.
//                           The spec leaves this call's method and path open ("built by the store").
//                           Rate-limited per client address (LOGIN_RATE_LIMIT a minute; ORCID login has a
//                           count of its own): 429 { error }.
//   GET  /api/auth/logout   ends the login and clears both cookies → { success, message }; a request another site
//                           started (Sec-Fetch-Site: cross-site) → 403 { error }, the login kept.
//   GET  /api/auth/profile  ?userId= → the profile of 000 §3 plus username, for the login in the cookies.
//                           Without a valid login it answers 200 { loggedIn: false } (no username), not 401: every
//                           page loads the profile, and 000 §7 sends a 401 with redirectUri to the login page,
//                           which would bounce anonymous visitors off public pages. userId is accepted as the
//                           front end sends it, but the cookies decide whose profile this is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clearCredentialCookies,
  credentialsOf,
  setCredentialCookies,
  type AccountsContext,
} from '../accounts/http';
import { verifyPasswordOrSpendEqualTime } from '../accounts/passwords';
import { profileOf } from '../accounts/profile';
import { bodyOf } from '../accounts/validation';

export const LOGIN_FAILED = 'Incorrect username or password.';
export const CROSS_SITE_LOGOUT = 'Logging out is only possible from the portal itself. Use Logout in the portal\'s header.';
export const TOO_MANY_LOGINS = 'Too many login attempts from this address. Please wait a minute and try again.';

/**
 * Route options allowing `max` calls per client address a minute; the next ones answer 429 { error: message }. The
 * limit's `name` leads its keys, so limits kept in one shared store (server/http/sharedRateLimits.ts) stay apart.
 */
export function perMinuteLimit(name: string, max: number, message: string) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
      // Thrown to the server's error handler, which answers 429 { error: message }.
      errorResponseBuilder: () => ({ statusCode: 429, error: 'Too Many Requests', message }),
    },
  };
}

/** The route options that rate-limit a login call, per client address. */
export const loginRateLimit = (context: AccountsContext) => perMinuteLimit('login', context.config.loginAttemptsPerMinute, TOO_MANY_LOGINS);

const MAX_CREDENTIAL_LENGTH = 200;

export async function authRoutes(app: FastifyInstance, { context }: { context: AccountsContext }): Promise<void> {
  const { accounts, logins, config } = context;

  app.post('/api/auth/login', { config: loginRateLimit(context) }, async (request, reply) => {
    const body = bodyOf(request.body);
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username) return reply.code(400).send({ error: 'Username is required.', field: 'username' });
    if (!password) return reply.code(400).send({ error: 'Password is required.', field: 'password' });
    const tooLong = username.length > MAX_CREDENTIAL_LENGTH || password.length > MAX_CREDENTIAL_LENGTH;
    const account = tooLong ? undefined : await accounts.byUsername(username);
    const stored = account && { hash: account.password_hash, salt: account.password_salt };
    if (tooLong || !(await verifyPasswordOrSpendEqualTime(password, stored)) || !account) {
      return reply.code(401).send({ error: LOGIN_FAILED });
    }
    const credentials = await logins.create(account);
    setCredentialCookies(reply, request, config, credentials);
    const login = (await logins.resolve(credentials))!;
    return { success: true, message: 'Login successful.', user: credentials, profile: await profileOf(context, login) };
  });

  const endLogin = async (request: FastifyRequest) => {
    const credentials = credentialsOf(request);
    if (credentials && (await logins.resolve(credentials))) await logins.end(credentials);
  };

  app.get('/api/auth/logout', async (request, reply) => {
    // A link or image on another site must not log a member out (the cookies are SameSite=Lax, so a top-level
    // navigation carries them). Browsers say where a request comes from; older ones send no header and keep working.
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.code(403).send({ error: CROSS_SITE_LOGOUT });
    await endLogin(request);
    clearCredentialCookies(reply, request, config);
    return { success: true, message: 'You are logged out.' };
  });

  app.get('/api/auth/profile', async (request, reply) => {
    const credentials = credentialsOf(request);
    const login = await logins.resolve(credentials);
    if (login) return profileOf(context, login);
    // Stale cookies are cleared, so the front end's cookie check (000 §4) sees the logout.
    if (credentials) clearCredentialCookies(reply, request, config);
    return { loggedIn: false };
  });
}
