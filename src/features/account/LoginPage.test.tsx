import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialLoginHandler, MOCK_ORCID_SIGN_IN_URL, orcidLoginLinkHandler } from '../../../mocks/accounts/orcidHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { stubLocation } from './login/locationStub.testSupport';
import { LoginPage } from './LoginPage';

// What the page shows and refuses is checked by its stories (LoginPage.stories.tsx), and where a login continues by
// login/credentialLogin.test.ts. These tests stay in jsdom: each ends in location.assign (a login that succeeds,
// the ORCID sign-in page), which Chromium neither lets a test replace (window.location is unforgeable there) nor
// lets a story follow without leaving the story's page.

let location: ReturnType<typeof stubLocation>;

beforeEach(() => {
  location = stubLocation();
});
afterEach(() => vi.restoreAllMocks());

function renderLogin(address = '/login') {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
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

describe('Login page, leaving the portal', () => {
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

  it('continues to the page the redirect parameter names (which pages may be named: credentialLogin.test.ts)', async () => {
    server.use(credentialLoginHandler('accepted'));
    renderLogin(`/login?redirect=${encodeURIComponent('/locus?key=1')}`);
    await logIn();
    await waitFor(() => expect(location.assign).toHaveBeenCalledExactlyOnceWith('/locus?key=1'));
  });

  it('opens the ORCID sign-in page from Login with ORCID', async () => {
    server.use(orcidLoginLinkHandler('ok'));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Login with ORCID' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledExactlyOnceWith(MOCK_ORCID_SIGN_IN_URL));
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
