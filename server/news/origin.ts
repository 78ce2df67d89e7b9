// The portal origin a feed links to: PUBLIC_ORIGIN, or in a local demo a loopback origin — never the request's
// Host header as it came, which a client can forge (accounts/portalOrigin.ts).
import type { FastifyRequest } from 'fastify';
import { portalOrigin } from '../accounts/portalOrigin';
import type { ServerConfig } from '../config';

export function feedOrigin(request: FastifyRequest, config: ServerConfig): string {
  return portalOrigin(request, config);
}
