// @vitest-environment node
// Credential login, logout and profile (000 §3, §4, §7, §9) over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPasswords, ids, loggedIn, startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { CROSS_SITE_LOGOUT } from './auth';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** The Set-Cookie line for a cookie name, split into its attributes (lower-cased names). */
function setCookie(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attributes = new Map(rest.map((part) => {
    const [key = '', value = ''] = part.split('=');
    return [key.toLowerCase(), value] as const;
  }));
  return { value: pair.slice(name.length + 1), attributes };
}

describe('POST /api/auth/login', () => {
  it('logs in with the right password and sets both cookies for 7 days, site-wide, SameSite=Lax, readable by scripts', async () => {
    const response = await new Client(server.origin).post('/api/auth/login', { username: 'researcher', password: demoPasswords.researcher });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; user: { credentialId: string; secretKey: string }; profile: { username: string } };
    expect(body.success).toBe(true);
    expect(body.profile.username).toBe('researcher');
    for (const [name, value] of [['credentialId', body.user.credentialId], ['secretKey', body.user.secretKey]] as const) {
      const cookie = setCookie(response, name);
      expect(cookie?.value, name).toBe(value);
      expect(cookie?.attributes.get('max-age'), name).toBe(String(7 * 24 * 60 * 60));
      expect(cookie?.attributes.get('path'), name).toBe('/');
      expect(cookie?.attributes.get('samesite'), name).toBe('Lax');
      // 000 §4: the front end checks every 5 s that both cookies exist, so they cannot be httpOnly.
      expect(cookie?.attributes.has('httponly'), name).toBe(false);
      // Plain http here; Secure is set only for https (cookies.https.test.ts).
      expect(cookie?.attributes.has('secure'), name).toBe(false);
    }
  });

  it('accepts the username in any case', async () => {
    const response = await new Client(server.origin).post('/api/auth/login', { username: 'ReSearcher', password: demoPasswords.researcher });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'researcher', password: 'wrong-one' }],
    ['an unknown username', { username: 'nobody', password: 'thaliana1' }],
    ["another account's password", { username: 'student', password: demoPasswords.researcher }],
  ])('refuses %s with 401 and the same message, setting no cookie', async (_, credentials) => {
    const response = await new Client(server.origin).post('/api/auth/login', credentials);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Incorrect username or password.' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ password: 'thaliana1' }, 'Username is required.'],
    [{ username: 'researcher' }, 'Password is required.'],
    [{ username: '  ', password: 'x' }, 'Username is required.'],
  ])('answers 400 naming the missing field (%j)', async (credentials, error) => {
    const response = await new Client(server.origin).post('/api/auth/login', credentials);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });
});

describe('GET /api/auth/profile', () => {
  it('answers the profile fields of 000 §3 plus username for the logged-in member', async () => {
    const client = await loggedIn(server.origin, 'researcher');
    const response = await client.get(`/api/auth/profile?userId=${ids.researcher}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      loggedIn: true,
      credentialId: client.cookies.get('credentialId'),
      secretKey: client.cookies.get('secretKey'),
      username: 'researcher',
      firstname: 'Daniel',
      lastname: 'Okafor',
      email: 'd.okafor@example.org',
      institution: 'Carnegie Institution for Science',
      userIdentifier: String(ids.researcher),
      communityId: ids.researcher,
      partyId: expect.any(Number),
      isTairCurator: false,
      registeringForAbrc: false,
      affiliations: [ids.carnegie],
      orcidId: '0000-0002-1825-0097',
    });
  });

  it('marks the curator as a curator', async () => {
    const client = await loggedIn(server.origin, 'curator');
    expect(await (await client.get('/api/auth/profile')).json()).toMatchObject({ username: 'curator', isTairCurator: true, affiliations: [ids.abrc] });
  });

  it('answers 200 without a username when nobody is logged in (so public pages are not sent to the login page)', async () => {
    const response = await new Client(server.origin).get(`/api/auth/profile?userId=${ids.researcher}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ loggedIn: false });
    expect(body).not.toHaveProperty('username');
  });

  it('treats a forged secret key as not logged in and clears the stale cookies', async () => {
    const client = await loggedIn(server.origin, 'researcher');
    client.cookies.set('secretKey', 'forged-secret');
    const response = await client.get('/api/auth/profile');
    expect(await response.json()).toEqual({ loggedIn: false });
    expect(client.cookies.size).toBe(0);
  });

  it('keeps two logins of one account apart: each device stays logged in', async () => {
    const laptop = await loggedIn(server.origin, 'student');
    const phone = await loggedIn(server.origin, 'student');
    expect(laptop.cookies.get('secretKey')).not.toBe(phone.cookies.get('secretKey'));
    for (const device of [laptop, phone]) expect(await (await device.get('/api/auth/profile')).json()).toMatchObject({ username: 'student' });
  });
});

describe('GET /api/auth/logout', () => {
  it('clears both cookies and ends the login, so the old cookie values no longer work', async () => {
    const client = await loggedIn(server.origin, 'researcher');
    const stolen = new Client(server.origin);
    for (const [name, value] of client.cookies) stolen.cookies.set(name, value);

    const response = await client.get('/api/auth/logout');
    expect(response.status).toBe(200);
    for (const name of ['credentialId', 'secretKey']) {
      const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
      expect(line, name).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(line, name).toMatch(/Path=\//);
    }
    expect(client.cookies.size).toBe(0);
    expect(await (await client.get('/api/auth/profile')).json()).toEqual({ loggedIn: false });
    expect(await (await stolen.get('/api/auth/profile')).json()).toEqual({ loggedIn: false });
  });

  it('refuses a logout another site started, and the member stays logged in', async () => {
    const client = await loggedIn(server.origin, 'researcher');
    const response = await client.fetch('/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE_LOGOUT });
    expect(response.headers.getSetCookie()).toHaveLength(0);
    expect(await (await client.get('/api/auth/profile')).json()).toMatchObject({ username: 'researcher' });
  });

  it.each(['same-origin', 'same-site', 'none'])('logs out when the browser says the request is %s', async (site) => {
    const client = await loggedIn(server.origin, 'researcher');
    const response = await client.fetch('/api/auth/logout', { headers: { 'sec-fetch-site': site } });
    expect(response.status).toBe(200);
    expect(await (await client.get('/api/auth/profile')).json()).toEqual({ loggedIn: false });
  });

  it('answers 200 and clears the cookies when nobody was logged in', async () => {
    const response = await new Client(server.origin).get('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });
});
