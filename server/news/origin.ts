// The portal origin a feed links to. PUBLIC_ORIGIN (the front end's origin, e.g. https://www.arabidopsis.org) when
// it is set; otherwise the request's own origin, since the portal and its API share one (directly, or through a
// proxy that keeps the Host header). A Host header that is not a plain host name or address with an optional port
// is not trusted, and the links fall back to http://localhost.
import type { FastifyRequest } from 'fastify';

const PLAIN_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** PUBLIC_ORIGIN as an origin (scheme, host, port), or null when unset or not an http(s) URL. */
function configuredOrigin(): string | null {
  const value = process.env.PUBLIC_ORIGIN?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function requestOrigin(request: FastifyRequest): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const host = request.host;
  return PLAIN_HOST.test(host) ? `${request.protocol}://${host}` : 'http://localhost';
}
