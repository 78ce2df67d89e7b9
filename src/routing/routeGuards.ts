// The route guards of 000 §2.2, as react-router loaders. Each asks the server who is looking (the cached profile
// and subscription queries) and either lets the route render or redirects. There is no way around them in the
// client: what the server answers decides.
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { profileQuery } from '../api/profileQuery';
import { sessionFromProfile, type Session } from '../session/session';
import { subscriptionStatusQuery } from '../session/useSession';

export const ACCESS_DENIED = '/access-denied';
export const PERMISSION_DENIED = '/permission-denied';

/**
 * Access Denied, holding the page that was asked for in its `redirect` parameter (the name the 401 rule uses, 000
 * §7), so that the way in it offers (log in) comes back to that page. The login page checks the parameter.
 */
export function accessDeniedFor(request: Request): Response {
  const wanted = new URL(request.url);
  return redirect(`${ACCESS_DENIED}?redirect=${encodeURIComponent(`${wanted.pathname}${wanted.search}`)}`);
}

const sessionOf = async (client: QueryClient): Promise<Session> => sessionFromProfile(await client.fetchQuery(profileQuery));

/** Detail pages: a member with a linked ORCID iD, or a subscribed visitor (network or usage units); else Access Denied. */
export const detailAccessGuard =
  (client: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    // Who is looking and whether their network subscribes are asked together, so the usual visitor (a member
    // with ORCID, or anyone on a subscribed network) waits for one round trip, not two.
    const [session, network] = await Promise.all([sessionOf(client), client.fetchQuery(subscriptionStatusQuery(null))]);
    if ((session.loggedIn && session.orcidId) || network.subscribed) return null;
    if (session.loggedIn && (await client.fetchQuery(subscriptionStatusQuery(session.communityId))).subscribed) return null;
    throw accessDeniedFor(request);
  };

/** Gene class symbol forms: any logged-in member; else Access Denied. */
export const loginGuard =
  (client: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if ((await sessionOf(client)).loggedIn) return null;
    throw accessDeniedFor(request);
  };

/** /edit/person?key=: the member's own community id, or a curator; else Permission Denied. */
export const editPersonGuard =
  (client: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const key = new URL(request.url).searchParams.get('key') ?? '';
    const session = await sessionOf(client);
    if (session.loggedIn && (session.isCurator || (key !== '' && key === session.communityId))) return null;
    throw redirect(PERMISSION_DENIED);
  };

/** /edit/organization?key=: a numeric key among the member's affiliations, or a curator; else Permission Denied. */
export const editOrganizationGuard =
  (client: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const key = new URL(request.url).searchParams.get('key') ?? '';
    const session = await sessionOf(client);
    if (session.loggedIn && session.isCurator) return null;
    if (session.loggedIn && /^\d+$/.test(key) && session.affiliations.includes(Number(key))) return null;
    throw redirect(PERMISSION_DENIED);
  };
