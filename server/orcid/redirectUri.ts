// Where ORCID sends the browser back after sign-in: the front end's ORCID link page (000 §2.4, /linktoorcid).
import type { FastifyRequest } from 'fastify';
import { portalOrigin } from '../accounts/portalOrigin';
import type { ServerConfig } from '../config';

export const LINK_PAGE_PATH = '/linktoorcid';

/** ORCID_REDIRECT_URI, else {PUBLIC_ORIGIN, or a local demo's loopback origin (accounts/portalOrigin.ts)}/linktoorcid. */
export function redirectUriFor(request: FastifyRequest, config: ServerConfig): string {
  return config.orcid.redirectUri ?? `${portalOrigin(request, config)}${LINK_PAGE_PATH}`;
}

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The redirect URIs the offline ORCID simulator sends codes to, like the redirect URIs registered for a client
 * at orcid.org: exactly the configured one (ORCID_REDIRECT_URI, or PUBLIC_ORIGIN's /linktoorcid); without
 * either, the /linktoorcid page of a front end on this machine (a loopback host, any port), since the front end
 * may be served from another port than this server. Anything else is refused, so the simulator is never an open
 * redirect.
 */
export function simulatorAcceptsRedirectUri(config: ServerConfig, uri: string): boolean {
  const configured = config.orcid.redirectUri ?? (config.publicOrigin ? `${config.publicOrigin}${LINK_PAGE_PATH}` : null);
  if (configured !== null) return uri === configured;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    LOOPBACK_HOSTS.test(url.hostname) &&
    !url.username &&
    !url.password &&
    url.pathname === LINK_PAGE_PATH &&
    !url.search &&
    !url.hash &&
    url.href === uri
  );
}
