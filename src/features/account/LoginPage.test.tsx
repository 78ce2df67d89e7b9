import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousProfileHandler } from '../../../mocks/authHandlers';
import {
  credentialLoginHandler,
  MOCK_ORCID_SIGN_IN_URL,
  orcidLoginLinkHandler,
  pendingProfileHandler,
} from '../../../mocks/accounts/orcidHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { applyStoryHandlers } from '../news/newsTestSupport';
import { stubLocation } from './login/locationStub';
import { LoginPage } from './LoginPage';
import * as stories from './LoginPage.stories';

const { Default, WrongPassword, AlreadyLoggedIn } = composeStories(stories);

let location: ReturnType<typeof stubLocation>;

beforeEach(() => {
  location = stubLocation();
});
afterEach(() => vi.restoreAllMocks());

function WhereAmI() {
  const here = useLocation();
  return <p>at {here.pathname}</p>;
}

function renderLogin(address = '/login') {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function logIn(username = 'researcher', password = 'thaliana1') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('Login page', () => {
  it('is titled TAIR Login Page and offers credentials, ORCID and registration', async () => {
    render(<Default />);
    await waitFor(() => expect(document.title).toBe('TAIR Login Page'));
    expect(screen.getByRole('heading', { level: 1, name: 'TAIR Login Page' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Login with Credentials' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Login with ORCID' })).toHaveTextContent(
      'ORCID login works only if your TAIR account is already linked to ORCID.',
    );
    expect(screen.getByRole('link', { name: 'New to TAIR? Register Here' })).toHaveAttribute('href', '/register');
  });

  it('opens the registration page from Register Here', async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('link', { name: 'New to TAIR? Register Here' }));
    expect(await screen.findByText('at /register')).toBeVisible();
  });

  it('shows Loading... until it knows whether someone is logged in', async () => {
    server.use(pendingProfileHandler());
    renderLogin();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
  });

  it('asks for both fields before sending anything', async () => {
    let calls = 0;
    server.use(http.post('*/api/auth/login', () => ((calls += 1), HttpResponse.json({ success: true }))));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Username is required.', 'Password is required.']);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('shows the server’s refusal and stays on the page', async () => {
    applyStoryHandlers(WrongPassword);
    render(<WrongPassword />);
    await logIn('researcher', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('shows the rate limit text when there were too many attempts', async () => {
    server.use(credentialLoginHandler('tooMany'));
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts from this address. Please wait a minute and try again.',
    );
  });

  it('says so when the authentication service does not answer', async () => {
    server.use(credentialLoginHandler('networkError'));
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('No response received from authentication service');
  });

  it('sends the credentials, reloads the profile and continues to /auth/login with a full page load', async () => {
    let sent: unknown;
    let profileLoads = 0;
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
      http.get('*/api/auth/profile', () => {
        profileLoads += 1;
        return HttpResponse.json({ loggedIn: false });
      }),
    );
    renderLogin();
    await logIn(' researcher ', 'thaliana1');
    await waitFor(() => expect(location.assign).toHaveBeenCalledExactlyOnceWith('/auth/login'));
    expect(sent).toEqual({ username: 'researcher', password: 'thaliana1' });
    await waitFor(() => expect(profileLoads).toBe(2));
  });

  it.each([
    ['/locus?key=1', '/locus?key=1'],
    ['http://localhost:3000/gene?key=9#homology', '/gene?key=9#homology'],
    ['https://evil.example/', '/auth/login'],
    ['//evil.example', '/auth/login'],
    ['javascript:alert(1)', '/auth/login'],
    ['/\\evil.example', '/auth/login'],
    ['/login', '/auth/login'],
  ])('after a login with redirect=%s continues to %s', async (redirect, expected) => {
    server.use(credentialLoginHandler('accepted'));
    renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
    await logIn();
    await waitFor(() => expect(location.assign).toHaveBeenCalledExactlyOnceWith(expected));
  });

  it('opens the ORCID sign-in page from Login with ORCID', async () => {
    server.use(orcidLoginLinkHandler('ok'));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Login with ORCID' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledExactlyOnceWith(MOCK_ORCID_SIGN_IN_URL));
  });

  it('reads Connecting... and is disabled while the ORCID address is on its way', async () => {
    server.use(orcidLoginLinkHandler('pending'));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Login with ORCID' }));
    expect(await screen.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
  });

  it.each([
    ['empty', 'ORCID login URL is empty'],
    ['fails', 'Unable to connect to ORCID. Please try again later.'],
  ] as const)('says why ORCID cannot be opened when the address is %s', async (variant, message) => {
    server.use(orcidLoginLinkHandler(variant));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Login with ORCID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login with ORCID' })).toBeEnabled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('says plainly that this server has no ORCID sign-in when it answers 503', async () => {
    server.use(
      http.get('*/api/auth/orcidloginlink', () =>
        HttpResponse.json({ success: false, message: 'ORCID sign-in is not configured on this server.' }, { status: 503 }),
      ),
    );
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Login with ORCID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ORCID sign-in is not available on this server. Log in with your TAIR username and password.',
    );
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('never opens a sign-in address that is not a web address', async () => {
    server.use(http.get('*/api/auth/orcidloginlink', () => HttpResponse.json({ url: 'javascript:alert(1)' })));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Login with ORCID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to ORCID. Please try again later.');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('tells a logged-in member so, with their profile and logout instead of the forms', async () => {
    applyStoryHandlers(AlreadyLoggedIn);
    render(<AlreadyLoggedIn />);
    expect(await screen.findByText('You are already logged in as researcher.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login with ORCID' })).toBeNull();
  });

  it('shows the forms to a visitor', async () => {
    server.use(anonymousProfileHandler());
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.queryByText(/already logged in/)).toBeNull();
  });

  it('reloads the session after a login, so the page knows the member is logged in', async () => {
    let loggedIn = false;
    server.use(
      http.get('*/api/auth/profile', () => (loggedIn ? HttpResponse.json({ username: 'researcher' }) : HttpResponse.json({ loggedIn: false }))),
      http.post('*/api/auth/login', () => ((loggedIn = true), HttpResponse.json({ success: true }))),
    );
    renderLogin();
    await logIn();
    expect(await screen.findByText('You are already logged in as researcher.')).toBeVisible();
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/auth/login');
  });
});
