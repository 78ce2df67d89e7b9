// The offline ORCID simulator: the two ORCID endpoints the portal uses, served by this server so that ORCID
// sign-in and linking work with no internet access (and in tests). It behaves like orcid.org for its one client:
//   GET  /orcid-simulator/oauth/authorize  the sign-in page (pick or type an iD, Approve or Deny)
//   POST /orcid-simulator/oauth/authorize  the decision: 303 to the redirect URI with ?code= or ?error=
//   POST /orcid-simulator/oauth/token      form-encoded code exchange → { access_token, …, name, orcid }
// Codes are single-use and short-lived; only the accepted redirect URIs receive them (redirectUri.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { normalizeOrcidId } from './orcidId';
import { simulatorAcceptsRedirectUri } from './redirectUri';
import { renderAuthorizePage, renderErrorPage, simulatorIdentities } from './simulatorPage';

export const SIMULATOR_PATH = '/orcid-simulator';

export interface SimulatorCredentials {
  clientId: string;
  clientSecret: string;
}

/** The simulator's one client: this server. The secret is new at every start and never leaves the process. */
export function newSimulatorCredentials(): SimulatorCredentials {
  return { clientId: 'APP-TAIR-OFFLINE-SIMULATOR', clientSecret: randomBytes(24).toString('base64url') };
}

const LIFETIME_MS = 10 * 60 * 1000;
const MAX_PENDING = 1000;

interface SignInRequest {
  redirectUri: string;
  state: string | null;
  expires: number;
}

interface GrantedCode {
  orcidId: string;
  name: string;
  redirectUri: string;
  expires: number;
}

/** A map whose entries expire; the oldest are dropped beyond MAX_PENDING so it cannot grow without bound. */
class ExpiringMap<T extends { expires: number }> {
  private readonly entries = new Map<string, T>();
  add(value: T): string {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    while (this.entries.size >= MAX_PENDING) this.entries.delete(this.entries.keys().next().value!);
    const key = randomBytes(18).toString('base64url');
    this.entries.set(key, value);
    return key;
  }
  /** Removes and returns a live entry: each key works once. */
  take(key: string): T | undefined {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry && entry.expires > Date.now() ? entry : undefined;
  }
}

const single = (value: unknown) => (typeof value === 'string' ? value : '');

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .header('x-frame-options', 'DENY')
    // same-origin, not no-referrer: under no-referrer a browser sends 'Origin: null' with the page's own form post,
    // which the server refuses as a request from a foreign page (http/originCheck.ts). Other sites still get no
    // Referer from this page.
    .header('referrer-policy', 'same-origin')
    .send(html);
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string | null>) {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== null) target.searchParams.set(name, value);
  return reply.header('cache-control', 'no-store').redirect(target.href, 303);
}

export interface SimulatorOptions {
  config: ServerConfig;
  credentials: SimulatorCredentials;
}

export async function orcidSimulatorRoutes(app: FastifyInstance, { config, credentials }: SimulatorOptions): Promise<void> {
  await app.register(formBody);
  const requests = new ExpiringMap<SignInRequest>();
  const codes = new ExpiringMap<GrantedCode>();

  app.get<{ Querystring: Record<string, unknown> }>(`${SIMULATOR_PATH}/oauth/authorize`, async (request, reply) => {
    const query = request.query;
    const redirectUri = single(query.redirect_uri);
    if (single(query.client_id) !== credentials.clientId) return sendPage(reply, 400, renderErrorPage('This sign-in link names an unknown client.'));
    // Never redirect to a URI that is not registered: the error is shown here instead.
    if (!simulatorAcceptsRedirectUri(config, redirectUri)) {
      return sendPage(reply, 400, renderErrorPage('This sign-in link asks to return to an address that is not registered for this client.'));
    }
    const state = single(query.state) || null;
    if (single(query.response_type) !== 'code') return redirectWith(reply, redirectUri, { error: 'unsupported_response_type', state });
    if (!single(query.scope).split(/\s+/).includes('/authenticate')) return redirectWith(reply, redirectUri, { error: 'invalid_scope', state });
    const requestId = requests.add({ redirectUri, state, expires: Date.now() + LIFETIME_MS });
    return sendPage(reply, 200, renderAuthorizePage({ requestId, requesterOrigin: new URL(redirectUri).origin }));
  });

  app.post<{ Body: Record<string, unknown> }>(`${SIMULATOR_PATH}/oauth/authorize`, async (request, reply) => {
    const form = request.body ?? {};
    const requestId = single(form.request_id);
    const pending = requests.take(requestId);
    if (!pending) return sendPage(reply, 400, renderErrorPage('This sign-in request has expired or was already answered.'));
    if (single(form.decision) !== 'approve') {
      return redirectWith(reply, pending.redirectUri, { error: 'access_denied', error_description: 'User denied access', state: pending.state });
    }
    const typed = single(form.orcid_typed).trim();
    const orcidId = normalizeOrcidId(typed || single(form.orcid_choice));
    if (!orcidId) {
      // Ask again under a fresh request id: the answered one is spent.
      const retryId = requests.add({ ...pending, expires: Date.now() + LIFETIME_MS });
      const error = typed ? `“${typed}” is not a valid ORCID iD.` : 'Choose or type an ORCID iD.';
      return sendPage(
        reply,
        400,
        renderAuthorizePage({ requestId: retryId, requesterOrigin: new URL(pending.redirectUri).origin, typedOrcidId: typed, error }),
      );
    }
    const name = simulatorIdentities.find((identity) => identity.orcidId === orcidId)?.name ?? '';
    const code = codes.add({ orcidId, name, redirectUri: pending.redirectUri, expires: Date.now() + LIFETIME_MS });
    return redirectWith(reply, pending.redirectUri, { code, state: pending.state });
  });

  app.post<{ Body: Record<string, unknown> }>(`${SIMULATOR_PATH}/oauth/token`, async (request, reply) => {
    const form = request.body ?? {};
    reply.header('cache-control', 'no-store');
    if (single(form.client_id) !== credentials.clientId || !sameSecret(single(form.client_secret), credentials.clientSecret)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client not found or wrong secret.' });
    }
    if (single(form.grant_type) !== 'authorization_code') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Only authorization_code is supported.' });
    }
    const granted = codes.take(single(form.code));
    if (!granted || granted.redirectUri !== single(form.redirect_uri)) {
      return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid or expired authorization code.' });
    }
    return {
      access_token: randomBytes(18).toString('base64url'),
      token_type: 'bearer',
      refresh_token: randomBytes(18).toString('base64url'),
      expires_in: 631138518,
      scope: '/authenticate',
      name: granted.name,
      orcid: granted.orcidId,
    };
  });
}
