import { authenticateOrcid, processOrcidCode } from '../../../api/accounts';
import type { ApiAnswer } from '../../../api/client';
import type { Session } from '../../../session/session';
import { authMessages } from './authMessages';

/** How handling an ORCID authorization code ended (000 §4 "Callback"). */
export type CallbackOutcome =
  /** The iD is linked to the member, or the member is logged in with it. */
  | { kind: 'linked' }
  /** A logged-in member's iD is linked to another account. */
  | { kind: 'alreadyLinked' }
  /** A visitor's iD is linked to no account. */
  | { kind: 'notLinkedToAccount' }
  /** The call failed; `message` is what the page and its toast say. */
  | { kind: 'error'; message: string };

const successOf = (body: unknown) => Boolean(body && typeof body === 'object' && (body as { success?: unknown }).success === true);

/** The server's explanation of a refused call: its message, else its error text. */
function serverMessage(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  return typeof error === 'string' ? error : '';
}

/** Asks the server for a fresh profile; a failure here must not hide the outcome being reported. */
async function reloadQuietly(reloadSession: () => Promise<void>) {
  try {
    await reloadSession();
  } catch (error) {
    console.warn('The profile could not be reloaded.', error);
  }
}

/**
 * Handles the code ORCID sent back. A logged-in member links the iD to their account with their stored
 * credentials; a visitor exchanges the code for a login (the server sets the credential cookies). Either way the
 * profile is then loaded again, so the session shows the new ORCID iD or the new login.
 */
export async function completeOrcidCallback(
  code: string,
  session: Session,
  reloadSession: () => Promise<void>,
): Promise<CallbackOutcome> {
  let answer: ApiAnswer;
  try {
    answer = session.loggedIn
      ? await processOrcidCode({
          code,
          userIdentifier: session.communityId,
          credentialId: session.credentialId,
          secretKey: session.secretKey,
        })
      : await authenticateOrcid(code);
  } catch {
    await reloadQuietly(reloadSession);
    return { kind: 'error', message: authMessages.noResponse };
  }
  if (!answer.ok) {
    // 000 §4: on error the auth is invalidated, whatever state the server left the login in.
    await reloadQuietly(reloadSession);
    return { kind: 'error', message: serverMessage(answer.body) || authMessages.authenticationFailed };
  }
  if (!successOf(answer.body)) return session.loggedIn ? { kind: 'alreadyLinked' } : { kind: 'notLinkedToAccount' };
  try {
    await reloadSession();
  } catch (error) {
    console.warn('The ORCID connection could not be completed.', error);
    return { kind: 'error', message: authMessages.completionFailed };
  }
  return { kind: 'linked' };
}
