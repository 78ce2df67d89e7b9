// The login, logout and ORCID answers of the reference server (server/routes/auth.ts, server/orcid/routes.ts) for
// Storybook and component tests, one handler per call and variant.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';

const url = (path: string) => `*/api/auth/${path}`;

/** Where ORCID sign-in starts: the reference server's offline simulator, as orcidloginlink names it. */
export const MOCK_ORCID_SIGN_IN_URL =
  'http://127.0.0.1:8080/orcid-simulator/oauth/authorize?client_id=APP-TAIR-OFFLINE-SIMULATOR&response_type=code&scope=%2Fauthenticate&redirect_uri=http%3A%2F%2F127.0.0.1%3A8080%2Flinktoorcid';

export const mockOrcidMessages = {
  linked: 'Your ORCID iD is now linked to your TAIR account.',
  alreadyLinked: 'This ORCID iD is already linked to another TAIR account. Unlink it there, or contact curator@arabidopsis.org.',
  notLinked: 'This ORCID iD is not linked to a TAIR account. Log in with your username and password and connect ORCID, or register.',
  loggedIn: 'You are logged in with ORCID.',
  invalidCode: 'Invalid or expired authorization code.',
  loginFailed: 'Incorrect username or password.',
  tooManyLogins: 'Too many login attempts from this address. Please wait a minute and try again.',
} as const;

const ORCID_ID = '0000-0002-2718-2815';

/**
 * GET auth/orcidloginlink: 'ok' names the sign-in page; 'empty' an empty url; 'fails' a server error; 'unavailable'
 * a server with no ORCID sign-in (not a demo, no ORCID client configured).
 */
export const orcidLoginLinkHandler = (variant: 'ok' | 'empty' | 'fails' | 'unavailable' | 'pending' = 'ok'): RequestHandler =>
  http.get(url('orcidloginlink'), async () => {
    if (variant === 'pending') await delay('infinite');
    if (variant === 'fails') return HttpResponse.json({ error: 'Internal server error.' }, { status: 500 });
    if (variant === 'unavailable') {
      const message = 'ORCID sign-in is not configured on this server.';
      return HttpResponse.json({ success: false, message, error: message }, { status: 503 });
    }
    return HttpResponse.json({ url: variant === 'empty' ? '' : MOCK_ORCID_SIGN_IN_URL });
  });

/** GET auth/orcidstatus: whether the member holds an ORCID iD, or a failing check. */
export const orcidStatusHandler = (variant: 'linked' | 'notLinked' | 'fails' | 'pending'): RequestHandler =>
  http.get(url('orcidstatus'), async () => {
    if (variant === 'pending') await delay('infinite');
    if (variant === 'fails') return HttpResponse.json({ error: 'Internal server error.' }, { status: 500 });
    return HttpResponse.json({ has_orcid: variant === 'linked' });
  });

/** The failures common to both code calls: a code ORCID refuses (400), a failure with no message, no answer. */
type CodeFailure = 'invalidCode' | 'serverError' | 'networkError' | 'pending';

function codeFailure(variant: CodeFailure) {
  switch (variant) {
    case 'invalidCode':
      return HttpResponse.json({ success: false, message: mockOrcidMessages.invalidCode, error: mockOrcidMessages.invalidCode }, { status: 400 });
    case 'serverError':
      return new HttpResponse(null, { status: 502 });
    case 'networkError':
      return HttpResponse.error();
    case 'pending':
      return undefined;
  }
}

/** POST auth/process-orcid-code: links the iD to the logged-in member, or it is linked elsewhere. */
export const processOrcidCodeHandler = (variant: 'linked' | 'alreadyLinked' | CodeFailure = 'linked'): RequestHandler =>
  http.post(url('process-orcid-code'), async () => {
    if (variant === 'pending') await delay('infinite');
    if (variant === 'linked') return HttpResponse.json({ success: true, message: mockOrcidMessages.linked, orcidId: ORCID_ID });
    if (variant === 'alreadyLinked') return HttpResponse.json({ success: false, message: mockOrcidMessages.alreadyLinked, orcidId: ORCID_ID });
    return codeFailure(variant);
  });

/** POST auth/authenticate-orcid: logs in the account holding the iD, or no account holds it. */
export const authenticateOrcidHandler = (variant: 'loggedIn' | 'notLinked' | CodeFailure = 'loggedIn'): RequestHandler =>
  http.post(url('authenticate-orcid'), async () => {
    if (variant === 'pending') await delay('infinite');
    if (variant === 'loggedIn') {
      return HttpResponse.json({
        success: true,
        message: mockOrcidMessages.loggedIn,
        orcidId: ORCID_ID,
        user: { credentialId: 'mock-credential-student', secretKey: 'mock-secret-student' },
      });
    }
    if (variant === 'notLinked') return HttpResponse.json({ success: false, message: mockOrcidMessages.notLinked, orcidId: ORCID_ID });
    return codeFailure(variant);
  });

/** POST auth/login: accepts the credentials, refuses them (401), is rate-limited (429), or never answers. */
export const credentialLoginHandler = (variant: 'accepted' | 'refused' | 'tooMany' | 'networkError' | 'pending' = 'accepted'): RequestHandler =>
  http.post(url('login'), async () => {
    switch (variant) {
      case 'accepted':
        return HttpResponse.json({
          success: true,
          message: 'Login successful.',
          user: { credentialId: 'mock-credential-researcher', secretKey: 'mock-secret-researcher' },
        });
      case 'refused':
        return HttpResponse.json({ error: mockOrcidMessages.loginFailed }, { status: 401 });
      case 'tooMany':
        return HttpResponse.json({ error: mockOrcidMessages.tooManyLogins }, { status: 429 });
      case 'networkError':
        return HttpResponse.error();
      case 'pending':
        await delay('infinite');
        return undefined;
    }
  });

/** GET auth/logout: ends the login, or fails. */
export const logoutHandler = (variant: 'ok' | 'fails' = 'ok'): RequestHandler =>
  http.get(url('logout'), () =>
    variant === 'ok' ? HttpResponse.json({ success: true, message: 'You are logged out.' }) : HttpResponse.json({ error: 'Internal server error.' }, { status: 500 }),
  );

/** GET auth/profile that never answers: the pages' loading state. */
export const pendingProfileHandler = (): RequestHandler =>
  http.get('*/api/auth/profile', async () => {
    await delay('infinite');
  });
