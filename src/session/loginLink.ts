import { safeRedirectPath } from './safeRedirect';

// Pages a login should not return to: the home page and the account steps keep /auth/login's own way on (profile,
// ORCID linking), and the error screens have nothing to return to.
const NO_RETURN = /^\/(?:|login|register|linktoorcid|profile|auth\/.*|access-denied|permission-denied|pagenotfound)$/;

const loginReturningTo = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/**
 * The header's Login address: /login with the page the visitor is reading as its redirect parameter, so logging in
 * from a record page comes back to that record. The login page checks the parameter (safeRedirect.ts: only paths
 * inside this portal), so a crafted address can never lead elsewhere. Plain /login from the pages listed above, but
 * Access Denied passes on the page it refused (its own redirect parameter, routeGuards.ts).
 */
export function loginLinkFor(location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname === '/access-denied') {
    const refused = safeRedirectPath(new URLSearchParams(location.search).get('redirect'));
    return refused ? loginReturningTo(refused) : '/login';
  }
  if (NO_RETURN.test(location.pathname)) return '/login';
  return loginReturningTo(`${location.pathname}${location.search}${location.hash}`);
}
