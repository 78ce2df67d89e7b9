import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { useReloadSession, type SessionState } from '../../../session/useSession';
import { completeOrcidCallback, type CallbackOutcome } from './orcidCallback';
import { authMessages } from './authMessages';

/** The page's query without the spent authorization code (and ORCID's state parameter that travels with it). */
function searchWithoutCode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('code');
  params.delete('state');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Handles the `code` ORCID sends back to /linktoorcid, once the session is known. A code is sent to the server
 * exactly once — the ref survives React's double-run of effects in development — and is then taken out of the
 * address, so reloading the page cannot send it again. Answers null while there is no outcome yet.
 */
export function useOrcidCallback(code: string | null, session: SessionState): CallbackOutcome | null {
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const handledCode = useRef<string | null>(null);
  const mounted = useRef(false);
  const currentLocation = useRef<Location | null>(null);
  const reloadSession = useReloadSession();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    currentLocation.current = location;
  }, [location]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!code || session.loading || handledCode.current === code) return;
    handledCode.current = code;
    completeOrcidCallback(code, session, reloadSession)
      .catch((error: unknown): CallbackOutcome => {
        console.warn('The ORCID connection could not be completed.', error);
        return { kind: 'error', message: authMessages.completionFailed };
      })
      .then((result) => {
        if (!mounted.current) return;
        setOutcome(result);
        const here = currentLocation.current;
        if (here && new URLSearchParams(here.search).get('code')?.trim() === code) {
          void navigate({ pathname: here.pathname, search: searchWithoutCode(here.search), hash: here.hash }, { replace: true });
        }
      });
  }, [code, session, reloadSession, navigate]);

  return outcome;
}
