// The two steps of 000 §2.2 that are addresses rather than pages: /auth/login and /auth/logout. Each is a route
// loader that finishes with a full page load, so the whole portal starts again with the new login state.
import type { QueryClient } from '@tanstack/react-query';
import { logout } from '../../api/accounts';
import { profileQuery } from '../../api/profileQuery';
import { queryKeys } from '../../api/queryKeys';
import { clearCredentialCookies } from '../../session/credentialCookies';
import { sessionFromProfile } from '../../session/session';

/** /auth/login: loads the profile afresh; a member goes on to /linktoorcid, anyone else to the home page. */
export const authLoginStep = (client: QueryClient) => async () => {
  const profile = await client.fetchQuery({ ...profileQuery, staleTime: 0 });
  window.location.replace(sessionFromProfile(profile).loggedIn ? '/linktoorcid' : '/');
  return null;
};

/** /auth/logout: ends the login at the server, forgets it here, and goes to the home page. */
export const authLogoutStep = (client: QueryClient) => async () => {
  try {
    await logout();
  } catch (error) {
    // 000 §8: a failing logout call is logged only; the login is forgotten here regardless.
    console.warn('The logout call failed.', error);
  }
  clearCredentialCookies();
  client.setQueryData(queryKeys.profile, { loggedIn: false });
  window.location.replace('/');
  return null;
};
