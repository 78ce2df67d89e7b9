import { loginWithCredentials } from '../../../api/accounts';
import { safeRedirectPath } from '../../../session/safeRedirect';
import { authMessages } from '../orcid/authMessages';

export type LoginAttempt = { ok: true } | { ok: false; message: string };

/** The server's reason for refusing a login (its `error` text, e.g. a wrong password or too many attempts). */
function refusalText(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  return typeof message === 'string' ? message : '';
}

/** Logs in with a username and password; the server sets the credential cookies when it accepts them. */
export async function attemptLogin(username: string, password: string): Promise<LoginAttempt> {
  try {
    const answer = await loginWithCredentials(username.trim(), password);
    return answer.ok ? { ok: true } : { ok: false, message: refusalText(answer.body) || authMessages.authenticationFailed };
  } catch {
    return { ok: false, message: authMessages.noResponse };
  }
}

/**
 * Where a fresh login continues: the page the login was asked for (the `redirect` parameter of 000 §7's 401
 * rule) when it lies inside this portal, otherwise /auth/login, which loads the profile and goes on to
 * /linktoorcid.
 */
export const pageAfterLogin = (redirect: string | null): string => safeRedirectPath(redirect) ?? '/auth/login';
