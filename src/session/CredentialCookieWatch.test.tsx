import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileHandler } from '../../mocks/authHandlers';
import { server } from '../../tests/unit/setup';
import { AppProviders } from '../app/AppProviders';
import { clearCredentialCookies } from './credentialCookies';
import { COOKIE_CHECK_INTERVAL_MS, CredentialCookieWatch } from './CredentialCookieWatch';
import { useSession } from './useSession';

function WhoIsHere() {
  const session = useSession();
  return <p>{session.loading ? 'loading' : session.loggedIn ? `logged in as ${session.username}` : 'logged out'}</p>;
}

const page = (name: string) => (
  <>
    <CredentialCookieWatch />
    <h1>{name}</h1>
    <WhoIsHere />
  </>
);

function openAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: page('home') },
      { path: '/profile', element: page('profile') },
      { path: '/locus', element: page('locus') },
    ],
    { initialEntries: [address] },
  );
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the credential cookie check', () => {
  let logoutCalls = 0;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logoutCalls = 0;
    server.use(
      profileHandler('researcher'),
      http.get('*/api/auth/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
  });

  afterEach(() => {
    clearCredentialCookies();
    vi.useRealTimers();
  });

  it('keeps a member logged in while both cookies are there', async () => {
    document.cookie = 'credentialId=c1; Path=/';
    document.cookie = 'secretKey=s1; Path=/';
    openAt('/locus');
    expect(await screen.findByText('logged in as researcher')).toBeVisible();
    await vi.advanceTimersByTimeAsync(3 * COOKIE_CHECK_INTERVAL_MS);
    expect(screen.getByText('logged in as researcher')).toBeVisible();
    expect(logoutCalls).toBe(0);
  });

  it('logs the member out, and tells the server, once a cookie is gone', async () => {
    document.cookie = 'credentialId=c1; Path=/';
    openAt('/locus');
    expect(await screen.findByText('logged in as researcher')).toBeVisible();
    await vi.advanceTimersByTimeAsync(COOKIE_CHECK_INTERVAL_MS);
    expect(await screen.findByText('logged out')).toBeVisible();
    expect(logoutCalls).toBe(1);
    expect(screen.getByRole('heading', { name: 'locus' })).toBeVisible();
  });

  it('leaves the profile page for the home page', async () => {
    const router = openAt('/profile');
    expect(await screen.findByText('logged in as researcher')).toBeVisible();
    await vi.advanceTimersByTimeAsync(COOKIE_CHECK_INTERVAL_MS);
    expect(await screen.findByRole('heading', { name: 'home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs the member out even when the logout call fails', async () => {
    server.use(http.get('*/api/auth/logout', () => HttpResponse.error()));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openAt('/locus');
    expect(await screen.findByText('logged in as researcher')).toBeVisible();
    await vi.advanceTimersByTimeAsync(COOKIE_CHECK_INTERVAL_MS);
    expect(await screen.findByText('logged out')).toBeVisible();
  });
});
