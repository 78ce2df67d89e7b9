// @vitest-environment node
// 000 §7 login calls are rate-limited per client address (LOGIN_RATE_LIMIT, default 10 a minute).
import { afterEach, describe, expect, it } from 'vitest';
import { Client, demoPasswords, startServer, type TestServer } from '../accounts/accountServer.testSupport';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('login rate limit', () => {
  it('answers 429 with a clear message after 10 attempts in a minute, even for the right password', async () => {
    server = await startServer({ LOGIN_RATE_LIMIT: undefined });
    const client = new Client(server.origin);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await client.post('/api/auth/login', { username: 'researcher', password: `guess-${attempt}` });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await client.post('/api/auth/login', { username: 'researcher', password: demoPasswords.researcher });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many login attempts from this address. Please wait a minute and try again.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(client.cookies.size).toBe(0);
  });

  it('limits ORCID logins too (LOGIN_RATE_LIMIT), and leaves other calls alone', async () => {
    server = await startServer({ LOGIN_RATE_LIMIT: '3' });
    const client = new Client(server.origin);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await client.post('/api/auth/authenticate-orcid', { code: 'not-a-code' })).status).toBe(400);
    }
    const blocked = await client.post('/api/auth/authenticate-orcid', { code: 'not-a-code' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many login attempts from this address. Please wait a minute and try again.' });
    expect((await client.get('/api/auth/profile')).status).toBe(200);
    expect((await client.get('/api/subscription/institution')).status).toBe(200);
  });
});
