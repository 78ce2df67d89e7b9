import { useCallback, useState } from 'react';
import { getOrcidLoginLink } from '../../../api/accounts';
import { ApiError } from '../../../api/client';
import { authMessages } from './authMessages';

/** The sign-in address from an orcidloginlink answer: '' when absent or empty. */
function loginUrlOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const url = (body as { url?: unknown }).url;
  return typeof url === 'string' ? url.trim() : '';
}

/** Only an http(s) address is followed: a javascript: or data: URL in an answer must never run. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The ORCID sign-in address to open, or the error to show instead (000 §8). */
async function signInAddress(): Promise<{ url: string } | { error: string }> {
  let url: string;
  try {
    url = loginUrlOf(await getOrcidLoginLink());
  } catch (error) {
    // 503: this server has no ORCID sign-in at all, so trying again later would not help.
    if (error instanceof ApiError && error.status === 503) return { error: authMessages.orcidNotConfigured };
    return { error: authMessages.connectFailed };
  }
  if (!url) return { error: authMessages.emptyLoginUrl };
  return isWebAddress(url) ? { url } : { error: authMessages.connectFailed };
}

export interface OrcidSignIn {
  /** Fetches the ORCID sign-in address and opens it in this window. */
  start: () => Promise<void>;
  /** True from the click until the browser leaves (or an error shows). */
  busy: boolean;
  /** The reason the sign-in page could not be opened, or ''. */
  error: string;
}

/**
 * 000 §4 "Connect button": fetch an ORCID login URL and navigate to it; an empty URL or a failed fetch shows an
 * error. ORCID sends the browser back to /linktoorcid with a code, which links the iD or logs the member in.
 */
export function useOrcidSignIn(): OrcidSignIn {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const start = useCallback(async () => {
    setBusy(true);
    setError('');
    const signIn = await signInAddress();
    if ('error' in signIn) {
      setError(signIn.error);
      setBusy(false);
      return;
    }
    // The page is left here, so the button stays busy until the browser goes.
    window.location.assign(signIn.url);
  }, []);

  return { start, busy, error };
}
