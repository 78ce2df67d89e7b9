// Pages a login should not return to: the home page and the account steps keep /auth/login's own way on (profile,
// ORCID linking), and the error screens have nothing to return to.
const NO_RETURN = /^\/(?:|login|register|linktoorcid|profile|auth\/.*|access-denied|permission-denied|pagenotfound)$/;

/**
 * The header's Login address: /login with the page the visitor is reading as its redirect parameter, so logging in
 * from a record page comes back to that record. The login page checks the parameter (safeRedirect.ts: only paths
 * inside this portal), so a crafted address can never lead elsewhere. Plain /login from the pages listed above.
 */
export function loginLinkFor(location: { pathname: string; search: string; hash: string }): string {
  if (NO_RETURN.test(location.pathname)) return '/login';
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}
