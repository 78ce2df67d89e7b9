// @vitest-environment node
// State-changing requests from a page that is not the portal's own are refused (originCheck.ts): another port of
// this host, a sibling subdomain, an opaque origin ('null'), or a browser saying the page is same-site or cross-site.
// The refused request changes nothing; the portal's own pages, the dev server's proxy and programs keep working.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, startServer, studentPersonForm, type TestServer } from '../accounts/accountServer.testSupport';

const personForm = studentPersonForm;

const registration = (username: string) => ({
  username,
  password: 'peas1865',
  password_confirm: 'peas1865',
  email: `${username}@example.org`,
  firstName: 'Gregor',
  lastName: 'Mendel',
  institutionName: 'Abbey',
  country: 'Other',
  state: 'N/A',
});

const refusal = expect.stringMatching(/^This request came from a page that is not the portal's own \(.+\): changes are accepted from .+ only\.$/);

describe('a local demo: the portal is the loopback address the browser came to', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const foreignOrigins = [
    ['another port of this host', 'http://127.0.0.1:9'],
    ['another loopback name', 'http://localhost:9'],
    ['an opaque origin', 'null'],
    ['another site', 'https://evil.test'],
  ];

  it.each(foreignOrigins)('refuses a login from %s (%s): 403, and no login cookie', async (_what, origin) => {
    const client = new Client(server.origin);
    const response = await client.fetch('/api/auth/login', { method: 'POST', headers: { origin }, json: { username: 'student', password: 'seedling1' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: refusal });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each(foreignOrigins)('refuses a registration from %s (%s): no account is made', async (_what, origin) => {
    const username = `foreign${foreignOrigins.findIndex(([, one]) => one === origin)}`;
    const response = await new Client(server.origin).fetch('/api/user/register-person', { method: 'POST', headers: { origin }, json: registration(username) });
    expect(response.status).toBe(403);
    const login = await new Client(server.origin).post('/api/auth/login', { username, password: 'peas1865' });
    expect(login.status).toBe(401);
  });

  it.each(foreignOrigins)("refuses a member's profile edit from %s (%s): the record is unchanged", async (_what, origin) => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.fetch('/api/user/update-person', { method: 'PUT', headers: { origin }, json: personForm({ lastName: 'Forged' }) });
    expect(response.status).toBe(403);
    const details = await student.get(`/api/user/person-details?communityId=${ids.student}`);
    expect(await details.json()).toMatchObject({ LAST_NAME: 'Raman' });
  });

  it.each(foreignOrigins)('refuses a DELETE from %s (%s) before looking for its route', async (_what, origin) => {
    const response = await new Client(server.origin).fetch('/api/user/update-person', { method: 'DELETE', headers: { origin } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: refusal });
    expect((await new Client(server.origin).fetch('/api/user/update-person', { method: 'DELETE', headers: { origin: server.origin } })).status).toBe(404);
  });

  it("takes the portal's own pages: login, registration and a profile edit with its Origin", async () => {
    const own = { origin: server.origin, 'sec-fetch-site': 'same-origin' };
    const client = new Client(server.origin);
    expect((await client.fetch('/api/auth/login', { method: 'POST', headers: own, json: { username: 'student', password: 'seedling1' } })).status).toBe(200);
    const edit = await client.fetch('/api/user/update-person', { method: 'PUT', headers: own, json: personForm({ lastName: 'Raman-Okafor' }) });
    expect(edit.status).toBe(200);
    expect(await (await client.get(`/api/user/person-details?communityId=${ids.student}`)).json()).toMatchObject({ LAST_NAME: 'Raman-Okafor' });
    expect((await client.fetch('/api/user/update-person', { method: 'PUT', headers: own, json: personForm() })).status).toBe(200);
    expect((await new Client(server.origin).fetch('/api/user/register-person', { method: 'POST', headers: own, json: registration('ownpage') })).status).toBe(201);
  });

  it.each([['cross-site'], ['same-site']])('refuses Sec-Fetch-Site: %s without an Origin', async (site) => {
    const response = await new Client(server.origin).fetch('/api/user/register-person', { method: 'POST', headers: { 'sec-fetch-site': site }, json: registration(`site${site.length}`) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: `This request came from a page that is not the portal's own (Sec-Fetch-Site: ${site}): changes are accepted from its own pages only.` });
  });

  it.each([['same-origin'], ['none']])('takes Sec-Fetch-Site: %s without an Origin', async (site) => {
    const response = await new Client(server.origin).fetch('/api/auth/login', { method: 'POST', headers: { 'sec-fetch-site': site }, json: { username: 'student', password: 'seedling1' } });
    expect(response.status).toBe(200);
  });

  it('refuses a foreign Origin whatever Sec-Fetch-Site claims', async () => {
    const headers = { origin: 'http://127.0.0.1:9', 'sec-fetch-site': 'same-origin' };
    expect((await new Client(server.origin).fetch('/api/auth/login', { method: 'POST', headers, json: { username: 'student', password: 'seedling1' } })).status).toBe(403);
  });

  it('takes a program that sends neither header (curl, another server)', async () => {
    expect((await new Client(server.origin).post('/api/auth/login', { username: 'student', password: 'seedling1' })).status).toBe(200);
  });

  it('lets reads through from anywhere: GET is not checked', async () => {
    const response = await new Client(server.origin).fetch('/api/subscription/institution', { headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(200);
  });

  it("takes the Vite dev server's proxy: the page and the Host are the dev server's loopback address", async () => {
    const devServer = 'http://127.0.0.1:5173';
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ username: 'student', password: 'seedling1' });
      const call = httpRequest(`${server.origin}/api/auth/login`, {
        method: 'POST',
        headers: { host: '127.0.0.1:5173', origin: devServer, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      call.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      call.on('error', reject);
      call.end(body);
    });
    expect(status).toBe(200);
  });
});

describe('a server with PUBLIC_ORIGIN: the portal is that origin', () => {
  const portal = 'https://www.portal.test';
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_ORIGIN: portal });
  });
  afterAll(async () => {
    await server?.close();
  });

  const register = (origin: string, username: string) =>
    new Client(server.origin).fetch('/api/user/register-person', { method: 'POST', headers: { origin }, json: registration(username) });

  it("takes the portal's pages", async () => {
    expect((await register(portal, 'portalpage')).status).toBe(201);
  });

  it("takes the portal's pages when this server has an origin of its own (a same-site call)", async () => {
    const response = await new Client(server.origin).fetch('/api/user/register-person', {
      method: 'POST',
      headers: { origin: portal, 'sec-fetch-site': 'same-site' },
      json: registration('apielsewhere'),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ['a sibling subdomain', 'https://blog.portal.test'],
    ['the parent domain', 'https://portal.test'],
    ['plain http', 'http://www.portal.test'],
    ['another port', 'https://www.portal.test:8443'],
  ])('refuses %s (%s), making no account', async (_what, origin) => {
    const username = `sibling${origin.length}`;
    const response = await register(origin, username);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: `This request came from a page that is not the portal's own (Origin: ${origin}): changes are accepted from ${portal} only.` });
    expect((await new Client(server.origin).post('/api/auth/login', { username, password: 'peas1865' })).status).toBe(401);
  });
});
