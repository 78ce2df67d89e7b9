import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../api/accounts';
import { queryKeys } from '../api/queryKeys';
import { hasCredentialCookies } from './credentialCookies';
import { useSession } from './useSession';

/** 000 §9: how often the credential cookies are checked. */
export const COOKIE_CHECK_INTERVAL_MS = 5_000;

/**
 * 000 §4: a login ends when its cookies do (they expired, or another tab logged out). Every 5 seconds, a member
 * whose credential cookies are gone is marked logged out, the profile reset, the server told, and /profile left
 * for the home page. Renders nothing.
 */
export function CredentialCookieWatch() {
  const { loggedIn } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!loggedIn) return undefined;
    const timer = window.setInterval(() => {
      if (hasCredentialCookies()) return;
      client.setQueryData(queryKeys.profile, { loggedIn: false });
      // 000 §8: a failing logout call is logged only.
      logout().catch((error: unknown) => console.warn('The logout call failed.', error));
      if (pathname === '/profile') void navigate('/');
    }, COOKIE_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn, client, navigate, pathname]);

  return null;
}
