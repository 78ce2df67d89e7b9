// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileHandler } from '../../../mocks/authHandlers';
import { logoutHandler } from '../../../mocks/accounts/orcidHandlers';
import { queryKeys } from '../../api/queryKeys';
import { server } from '../../../tests/unit/setup';
import { createQueryClient } from '../../app/AppProviders';
import { hasCredentialCookies } from '../../session/credentialCookies';
import { authLoginStep, authLogoutStep } from './authSteps';
import { stubLocation } from './login/locationStub.testSupport';

let location: ReturnType<typeof stubLocation>;

beforeEach(() => {
  location = stubLocation();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'credentialId=; Max-Age=0; Path=/';
  document.cookie = 'secretKey=; Max-Age=0; Path=/';
});

describe('/auth/login', () => {
  it('sends a logged-in member on to /linktoorcid with a full page load', async () => {
    server.use(profileHandler('student'));
    const result = await authLoginStep(createQueryClient())();
    expect(result).toBeNull();
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/linktoorcid');
  });

  it('asks the server again even when the cache still says nobody is logged in', async () => {
    server.use(profileHandler('researcher'));
    const client = createQueryClient();
    client.setQueryData(queryKeys.profile, { loggedIn: false });
    await authLoginStep(client)();
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/linktoorcid');
    expect(client.getQueryData(queryKeys.profile)).toMatchObject({ username: 'researcher' });
  });

  it('sends a visitor who is not logged in to the home page', async () => {
    await authLoginStep(createQueryClient())();
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('treats a failing profile load as not logged in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/api/auth/profile', () => HttpResponse.json({ error: 'Internal server error.' }, { status: 500 })));
    await authLoginStep(createQueryClient())();
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/');
  });
});

describe('/auth/logout', () => {
  it('ends the login at the server, forgets the cookies and the profile, and goes home', async () => {
    let logoutCalls = 0;
    server.use(
      http.get('*/api/auth/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ success: true, message: 'You are logged out.' });
      }),
    );
    document.cookie = 'credentialId=abc; Path=/';
    document.cookie = 'secretKey=def; Path=/';
    expect(hasCredentialCookies()).toBe(true);
    const client = createQueryClient();
    client.setQueryData(queryKeys.profile, { username: 'researcher', loggedIn: true });

    const result = await authLogoutStep(client)();

    expect(result).toBeNull();
    expect(logoutCalls).toBe(1);
    expect(hasCredentialCookies()).toBe(false);
    expect(client.getQueryData(queryKeys.profile)).toEqual({ loggedIn: false });
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('still logs out here when the logout call fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(logoutHandler('fails'));
    document.cookie = 'credentialId=abc; Path=/';
    document.cookie = 'secretKey=def; Path=/';
    const client = createQueryClient();
    client.setQueryData(queryKeys.profile, { username: 'researcher', loggedIn: true });

    await authLogoutStep(client)();

    expect(warn).toHaveBeenCalled();
    expect(hasCredentialCookies()).toBe(false);
    expect(client.getQueryData(queryKeys.profile)).toEqual({ loggedIn: false });
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/');
  });
});
