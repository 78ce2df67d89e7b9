// Security headers on every answer of the server: pages get the Content-Security-Policy (contentSecurityPolicy.ts)
// and may be framed only by the portal itself; every answer gets nosniff and a referrer policy; answers that carry
// credentials or personal data are never stored by the browser or a proxy.
//
// The headers are set here rather than with @fastify/helmet: they are few, and helmet's defaults add headers that
// belong to the deployment or would break the portal — HSTS with includeSubDomains (a decision for whoever runs TLS
// for the whole domain) and Cross-Origin-Resource-Policy: same-origin (a front end served from another origin,
// VITE_API_BASE, could no longer show this server's pictures) — and the per-response style nonce is simpler to pass
// to the app shell directly.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePolicy, type PageSources } from './contentSecurityPolicy';

const styleNonces = new WeakMap<FastifyReply, string>();

/** The nonce of this response's <style> elements, made on first use; the page's policy allows exactly it. */
export function styleNonce(reply: FastifyReply): string {
  let nonce = styleNonces.get(reply);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(reply, nonce);
  }
  return nonce;
}

const styleAttributeHashes = new WeakMap<FastifyReply, string[]>();

/** Allows this response's page exactly these style attribute values (by their hashes in its policy). */
export function allowStyleAttributes(reply: FastifyReply, values: Iterable<string>): void {
  const hashes = new Set(styleAttributeHashes.get(reply));
  for (const value of values) hashes.add(`sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}`);
  styleAttributeHashes.set(reply, [...hashes].sort());
}

/**
 * API calls whose answers carry credentials (auth/login and auth/profile return the secret key) or a member's
 * personal data (000 §6): the account, ORCID and subscription calls, profile edits, and person records, whose
 * e-mail address may be shown to the person themself only. Errors of these calls are covered too.
 */
const PERSONAL_ANSWERS = /^\/api\/(?:auth|user|subscription|organization)\/|^\/api\/detail\/person(?:\/|$)/;

/** Whether the answer to an address (its path, with or without the query) is personal: never stored, never shared. */
export const isPersonalAddress = (address: string) => PERSONAL_ANSWERS.test(address.split('?')[0] ?? '');

const isPersonal = (request: FastifyRequest) => isPersonalAddress(request.url);

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/** Registers the headers on the root instance, so they reach every route, the 404 answers and the errors. */
export function registerSecurityHeaders(app: FastifyInstance, { sources }: { sources: PageSources }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A route that sets its own value keeps it (the ORCID simulator's page has a policy of its own).
    const setDefault = (name: string, value: string) => {
      if (!reply.hasHeader(name)) reply.header(name, value);
    };
    setDefault('X-Content-Type-Options', 'nosniff');
    setDefault('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isHtml(reply)) {
      setDefault('Content-Security-Policy', pagePolicy(sources, styleNonces.get(reply) ?? null, styleAttributeHashes.get(reply)));
      // For browsers that predate frame-ancestors.
      setDefault('X-Frame-Options', 'SAMEORIGIN');
    }
    if (isPersonal(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
