// State-changing requests are taken only from the portal's own pages (cross-site request forgery). The credential
// cookies are SameSite=Lax, so a browser leaves them off another site's POST; but a page of the same site — another
// port of this host, a sibling subdomain — is not "another site", and its form or fetch would carry the member's
// cookies. Every request other than GET, HEAD and OPTIONS is therefore checked before its body is read:
//
//   - Origin, which browsers send with every such request, decides when present: it must be the portal's origin
//     (accounts/portalOrigin.ts: PUBLIC_ORIGIN, or in a local demo the loopback address the browser came to, which
//     the Vite dev server keeps when it proxies /api) or the address this server listens on (its own pages reached
//     directly, such as the ORCID simulator's form). Anything else, 'null' included (sandboxed frames, opaque
//     redirects), is refused. The portal's Origin is taken whatever Sec-Fetch-Site says, so a front end on an origin
//     of its own (VITE_API_BASE elsewhere, a same-site call to this server) keeps working.
//   - Without an Origin, Sec-Fetch-Site, which a page cannot change either: 'same-origin', or 'none' (the user's own
//     action, such as reloading a result page), is allowed; 'same-site' and 'cross-site' are refused.
//
// A request with neither header is allowed: it comes from a program (curl, a script, another server, the server
// calling its own ORCID simulator), which holds no member's cookies unless given them, and could set any header it
// liked anyway. A browser attack cannot produce it: current browsers send Origin with every such request and
// Sec-Fetch-Site too (since Chrome 76, Firefox 90, Safari 16.4), and a page can remove neither. Only an old browser
// sending neither (older Firefox releases left Origin off form posts), or one whose user strips both, would pass
// unchecked, and then only from a page of the same site, since the cookies are SameSite=Lax.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listeningOrigin, portalOrigin } from '../accounts/portalOrigin';
import type { ServerConfig } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const FOREIGN_REQUEST = "This request came from a page that is not the portal's own";

/** An origin as browsers write it (lower case, default port left out), or null when the text is not an http(s) one. */
function normalOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** Why a state-changing request is refused, or null when it may go on. */
export function foreignRequestProblem(request: FastifyRequest, config: ServerConfig): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = single(request.headers.origin);
  const fetchSite = single(request.headers['sec-fetch-site']);
  if (origin !== undefined) {
    const own = [portalOrigin(request, config), listeningOrigin(request.server)].map((one) => one && normalOrigin(one));
    const sent = normalOrigin(origin);
    if (sent !== null && own.includes(sent)) return null;
    return `${FOREIGN_REQUEST} (Origin: ${origin.slice(0, 100)}): changes are accepted from ${own[0]} only.`;
  }
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) {
    return `${FOREIGN_REQUEST} (Sec-Fetch-Site: ${fetchSite.slice(0, 20)}): changes are accepted from its own pages only.`;
  }
  return null;
}

/** Refuses foreign state-changing requests with 403 { error } on every route, before any body is parsed. */
export function registerOriginCheck(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onRequest', async (request, reply) => {
    const problem = foreignRequestProblem(request, config);
    if (problem) return reply.code(403).send({ error: problem });
  });
}
