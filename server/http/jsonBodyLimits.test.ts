// @vitest-environment node
// JSON request bodies over HTTP: a deeply nested body is refused with 400 at once, while the account calls' normal
// bodies, brackets inside strings, and Fastify's own answers for bad, empty and oversized bodies are as before.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, demoPasswords, startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './jsonBody';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const postJson = (path: string, body: string) =>
  fetch(new URL(path, server.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('JSON request bodies', () => {
  it('refuses a 1 MB body nested 500,000 levels deep with 400, before parsing it', async () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    // The server runs in this process: a body the depth scan refuses never reaches the JSON parser, which would spend
    // hundreds of milliseconds of the one thread on it.
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await postJson('/api/auth/login', deep);
      expect(response.status).toBe(400);
      expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 100_000)).toBe(false);
      expect(await response.json()).toEqual({ error: TOO_DEEP_MESSAGE });
    } finally {
      parse.mockRestore();
    }
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
    const at = (levels: number) => `{"username":"x","password":"y","extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    expect((await postJson('/api/auth/login', at(MAX_JSON_DEPTH))).status).toBe(401);
    expect((await postJson('/api/auth/login', at(MAX_JSON_DEPTH + 1))).status).toBe(400);
  });

  it('still serves the account calls’ normal bodies', async () => {
    const client = new Client(server.origin);
    const login = await client.post('/api/auth/login', { username: 'researcher', password: demoPasswords.researcher });
    expect(login.status).toBe(200);
  });

  it('does not count brackets inside strings', async () => {
    const response = await postJson('/api/auth/login', JSON.stringify({ username: '['.repeat(5000), password: '{'.repeat(5000) }));
    expect(response.status).not.toBe(400);
    expect(await response.json()).not.toEqual({ error: TOO_DEEP_MESSAGE });
  });

  it('answers bad JSON, an empty body and a __proto__ key with 400, and a body over 1 MB with 413', async () => {
    expect((await postJson('/api/auth/login', '{"username":')).status).toBe(400);
    expect((await postJson('/api/auth/login', '')).status).toBe(400);
    expect((await postJson('/api/auth/login', '{"__proto__":{"isCurator":true}}')).status).toBe(400);
    const huge = await postJson('/api/auth/login', JSON.stringify({ username: 'x'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
  });
});
