// @vitest-environment node
// Registration cannot be used to flood the server or probe usernames cheaply: it is rate-limited per client address
// (REGISTRATION_RATE_LIMIT, default 5 a minute), and a taken username is answered before the password is hashed
// (scrypt is the expensive part). An e-mail address in use is registered like any other (registration.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client, startServer, type TestServer } from '../accounts/accountServer.testSupport';

// A spy around the real hashing function, at the module boundary registration imports it through.
const hashing = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../accounts/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../accounts/passwords')>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashing.calls += 1;
      return original.hashPassword(password);
    },
  };
});

const form = (n: number, changes: Record<string, unknown> = {}) => ({
  username: `sower${n}`,
  password: 'seeds123',
  password_confirm: 'seeds123',
  email: `sower${n}@example.org`,
  firstName: 'Sam',
  lastName: 'Sower',
  institutionName: 'Seed Bank',
  country: 'Other',
  state: 'N/A',
  ...changes,
});

let server: TestServer | undefined;
beforeEach(() => {
  hashing.calls = 0;
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('registration flood', () => {
  it('answers 429 with a clear message after 5 registrations a minute from one address', { timeout: 30_000 }, async () => {
    server = await startServer({ REGISTRATION_RATE_LIMIT: undefined });
    const client = new Client(server.origin);
    for (let n = 1; n <= 5; n += 1) expect((await client.post('/api/user/register-person', form(n))).status, `registration ${n}`).toBe(201);
    const blocked = await client.post('/api/user/register-person', form(6));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many registrations from this address. Please wait a minute and try again.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.post('/api/auth/login', { username: 'sower6', password: 'seeds123' })).status).toBe(401);
  });

  it('follows REGISTRATION_RATE_LIMIT', { timeout: 30_000 }, async () => {
    server = await startServer({ REGISTRATION_RATE_LIMIT: '2' });
    const client = new Client(server.origin);
    expect((await client.post('/api/user/register-person', form(1))).status).toBe(201);
    expect((await client.post('/api/user/register-person', form(2, { username: '' }))).status).toBe(400);
    expect((await client.post('/api/user/register-person', form(3))).status).toBe(429);
  });
});

describe('probing names', () => {
  it('answers a taken username (409) without hashing the password', { timeout: 30_000 }, async () => {
    server = await startServer();
    // Counted from here: seeding the demo accounts hashed their passwords.
    hashing.calls = 0;
    const client = new Client(server.origin);
    expect((await client.post('/api/user/register-person', form(1))).status).toBe(201);
    expect(hashing.calls).toBe(1);
    const takenName = await client.post('/api/user/register-person', form(2, { username: 'sower1' }));
    expect(takenName.status).toBe(409);
    expect(await takenName.json()).toMatchObject({ field: 'username' });
    const broken = await client.post('/api/user/register-person', form(4, { password_confirm: 'other123' }));
    expect(broken.status).toBe(400);
    expect(hashing.calls).toBe(1);
  });
});
