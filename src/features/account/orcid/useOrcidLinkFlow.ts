import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../session/useSession';
import { authMessages, PROFILE_REDIRECT_DELAY_MS } from './authMessages';
import type { CallbackOutcome } from './orcidCallback';
import { orcidStatusQuery } from './orcidStatusQuery';
import { useOrcidCallback } from './useOrcidCallback';

/** What the ORCID page shows. */
export type OrcidPageState =
  | { kind: 'loading' }
  /** A member without an ORCID iD; `statusError` when the status check failed. */
  | { kind: 'notLinked'; statusError: string }
  /** Nobody is logged in and no code came back. */
  | { kind: 'notLoggedIn' }
  | CallbackOutcome;

const LOADING: OrcidPageState = { kind: 'loading' };

/**
 * 000 §4 "ORCID page on load": with a `code` in the address, the ORCID callback; otherwise a logged-in member's
 * ORCID status decides between the profile (linked) and the connect button (not linked). Any other query
 * parameter (the edit-person page adds communityId) plays no part.
 */
export function useOrcidLinkFlow(): OrcidPageState {
  const session = useSession();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  // ORCID answers a refused or cancelled sign-in with ?error= instead of a code.
  const signInRefused = code === null && params.has('error');
  const callback = useOrcidCallback(code, session);
  const navigate = useNavigate();

  const checkStatus = code === null && callback === null && !session.loading && session.loggedIn;
  const status = useQuery({ ...orcidStatusQuery(session.communityId), enabled: checkStatus });
  const alreadyHasOrcid = checkStatus && status.data === true;

  useEffect(() => {
    if (alreadyHasOrcid) void navigate('/profile', { replace: true });
  }, [alreadyHasOrcid, navigate]);

  // 000 §9: the success message stays for 1 second, then the profile opens.
  const linked = callback?.kind === 'linked';
  useEffect(() => {
    if (!linked) return undefined;
    const timer = window.setTimeout(() => void navigate('/profile'), PROFILE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [linked, navigate]);

  if (callback) return callback;
  if (code !== null || session.loading) return LOADING;
  if (!session.loggedIn) return { kind: 'notLoggedIn' };
  if (status.isError) return { kind: 'notLinked', statusError: authMessages.statusCheckFailed };
  if (status.isPending || alreadyHasOrcid) return LOADING;
  return { kind: 'notLinked', statusError: signInRefused ? authMessages.signInNotCompleted : '' };
}
