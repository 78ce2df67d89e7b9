// The server's ORCID client (OAuth 2 authorization code flow, scope /authenticate): it builds the sign-in link
// and exchanges the code ORCID sends back for the member's ORCID iD. It talks to orcid.org when ORCID_CLIENT_ID is
// configured, otherwise to the offline simulator of this server, over HTTP either way.
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { normalizeOrcidId } from './orcidId';
import { redirectUriFor } from './redirectUri';

export interface OrcidIdentity {
  orcidId: string;
  name: string;
}

export class OrcidError extends Error {
  constructor(
    /** invalid_code: ORCID refused the code (expired, used, never granted); unavailable: ORCID could not be reached. */
    readonly kind: 'invalid_code' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'OrcidError';
  }
}

export interface OrcidEndpoint {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface OrcidClient {
  /** The URL of ORCID's sign-in page that sends the browser back to /linktoorcid with a code. */
  loginLink(request: FastifyRequest): string;
  exchangeCode(code: string, request: FastifyRequest): Promise<OrcidIdentity>;
}

const TOKEN_TIMEOUT_MS = 10_000;

/** An ORCID client over the given endpoint (fixed for orcid.org; per request for the simulator). */
export function orcidClient(config: ServerConfig, endpointFor: (request: FastifyRequest) => OrcidEndpoint): OrcidClient {
  return {
    loginLink(request) {
      const { baseUrl, clientId } = endpointFor(request);
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: '/authenticate',
        redirect_uri: redirectUriFor(request, config),
      });
      return `${baseUrl}/oauth/authorize?${query}`;
    },

    async exchangeCode(code, request) {
      const { baseUrl, clientId, clientSecret } = endpointFor(request);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/oauth/token`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_id: clientId,
            client_secret: clientSecret,
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUriFor(request, config),
          }),
          signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        request.log.warn({ err: error }, 'ORCID token endpoint unreachable');
        throw new OrcidError('unavailable', 'ORCID could not be reached. Please try again later.');
      }
      const body = (await response.json().catch(() => null)) as { orcid?: unknown; name?: unknown } | null;
      // ORCID answers 400 invalid_grant for a code that is unknown, used, expired or granted for another redirect URI
      // (a 401 invalid_client is this server's misconfiguration, reported below as unavailable).
      if (response.status === 400) {
        throw new OrcidError('invalid_code', 'The ORCID authorization code is invalid or has expired. Please sign in with ORCID again.');
      }
      const orcidId = normalizeOrcidId(body?.orcid);
      if (!response.ok || !orcidId) {
        request.log.warn({ status: response.status }, 'ORCID token endpoint gave an unusable answer');
        throw new OrcidError('unavailable', 'ORCID gave an unexpected answer. Please try again later.');
      }
      return { orcidId, name: typeof body?.name === 'string' ? body.name : '' };
    },
  };
}
