// The portal's origin for the absolute addresses the server writes: the login page of a 401's redirectUri,
// ORCID's return address (/linktoorcid) and RSS feed links. Never the request's Host header as such: any client
// can send `Host: evil.test`, and an address built from it would send members elsewhere.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isLoopbackHost } from '../demoMode';

/** A host name or address with an optional port, nothing else (no userinfo, path or spaces). */
const HOST_AND_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** http://host:port of the address this server listens on (loopback for a wildcard), or null before it listens. */
export function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  if (address.family === 'IPv6') return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}

/**
 * PUBLIC_ORIGIN when configured (config.ts requires it unless the server is a local demo). A local demo takes the
 * request's origin only when its Host is a loopback address — the visitor's own machine, e.g. the dev server on
 * another port that proxies /api here — and otherwise the address this server listens on.
 */
export function portalOrigin(request: FastifyRequest, config: ServerConfig): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = request.host;
  const match = HOST_AND_PORT.exec(host);
  if (match && isLoopbackHost(match[1]!)) return `${request.protocol}://${host}`;
  return listeningOrigin(request.server) ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}`;
}
