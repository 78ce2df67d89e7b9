// What every account call shares: the services it uses, reading the login from a request, the credential cookies,
// and the error answers (401 with the login page, 403, 400 naming the field).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { OrcidClient } from '../orcid/client';
import type { PortalStore } from '../store/stores';
import type { UsageStore } from '../subscriptions/usage';
import type { CommunityRecords } from './communityRecords';
import { LOGIN_DAYS, type Credentials, type Login, type LoginStore } from './logins';
import { portalOrigin } from './portalOrigin';
import type { AccountStore } from './store';
import type { FieldError } from './validation';

export interface AccountsContext {
  /** The stores below and their transactions. */
  store: PortalStore;
  config: ServerConfig;
  accounts: AccountStore;
  logins: LoginStore;
  records: CommunityRecords;
  usage: UsageStore;
  /** Null when ORCID sign-in is not available (not a demo, and no ORCID client configured). */
  orcid: OrcidClient | null;
}

/** 000 §3: the cookie names. */
export const CREDENTIAL_COOKIE = 'credentialId';
export const SECRET_COOKIE = 'secretKey';

/** The front end's origin: PUBLIC_ORIGIN, or in a local demo a loopback origin (portalOrigin.ts), never a forged Host. */
export const frontEndOrigin = portalOrigin;

export const loginPageUrl = (request: FastifyRequest, config: ServerConfig) => `${frontEndOrigin(request, config)}/login`;

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null);

/**
 * The credential pair of a request: the cookies, or else the credentialId and secretKey fields of the body
 * (000 §7 sends them in the body of process-orcid-code, unlink-orcid and update-credentials).
 */
export function credentialsOf(request: FastifyRequest): Credentials | null {
  const cookies = request.cookies ?? {};
  const fromCookies = { credentialId: text(cookies[CREDENTIAL_COOKIE]), secretKey: text(cookies[SECRET_COOKIE]) };
  if (fromCookies.credentialId && fromCookies.secretKey) return fromCookies as Credentials;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const fromBody = { credentialId: text(body.credentialId), secretKey: text(body.secretKey) };
  if (fromBody.credentialId && fromBody.secretKey) return fromBody as Credentials;
  return null;
}

export const NOT_LOGGED_IN = 'Please log in to continue.';

/** The request's login, or null after answering 401 { error, redirectUri } (000 §7: the client goes to the login page). */
export async function requireLogin(context: AccountsContext, request: FastifyRequest, reply: FastifyReply): Promise<Login | null> {
  const login = await context.logins.resolve(credentialsOf(request));
  if (!login) void reply.code(401).send({ error: NOT_LOGGED_IN, redirectUri: loginPageUrl(request, context.config) });
  return login;
}

export function forbidden(reply: FastifyReply, error: string) {
  return reply.code(403).send({ error });
}

export function fieldError(reply: FastifyReply, error: FieldError) {
  return reply.code(400).send({ error: error.message, field: error.field });
}

function cookieOptions(request: FastifyRequest, config: ServerConfig) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    // Not httpOnly: the front end reads these two cookies every 5 seconds to notice a logout in another tab or an
    // expiry (000 §4), and sends them in the body of some calls (000 §7). SameSite=Lax keeps them off cross-site
    // form posts, and the secret is useless without a live login row (account_logins).
    httpOnly: false,
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  };
}

/** 000 §9: the cookies last 7 days. */
export function setCredentialCookies(reply: FastifyReply, request: FastifyRequest, config: ServerConfig, credentials: Credentials) {
  const options = { ...cookieOptions(request, config), maxAge: LOGIN_DAYS * 24 * 60 * 60 };
  reply.setCookie(CREDENTIAL_COOKIE, credentials.credentialId, options);
  reply.setCookie(SECRET_COOKIE, credentials.secretKey, options);
}

export function clearCredentialCookies(reply: FastifyReply, request: FastifyRequest, config: ServerConfig) {
  const options = cookieOptions(request, config);
  reply.clearCookie(CREDENTIAL_COOKIE, options);
  reply.clearCookie(SECRET_COOKIE, options);
}

/** 000 §6: a person record may be changed by that person or by a curator. */
export const mayEditPerson = (login: Login, communityId: number) => login.isCurator || login.communityId === communityId;

/** 000 §6: an organization record may be changed by its affiliated members or by a curator. */
export const mayEditOrganization = async (context: AccountsContext, login: Login, communityId: number) =>
  login.isCurator || (await context.accounts.affiliations(login.communityId)).includes(communityId);
