// @vitest-environment node
// The server's error answers: always JSON with a message, the right status, and never a stack trace.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { readServerConfig } from './config';
import { tempDir, type TempDir } from './testing';

describe('error answers', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = buildServer({
      databaseFile: temp.file('portal.sqlite'),
      config: readServerConfig({ INSTITUTION_RANGES: '' }),
      // Its row, as every route needs one: without it the access hook would refuse the call before it fails inside.
      extraAccessRows: [{ calls: ['GET /api/fails-inside'], returns: 'a failure inside, for this test', rule: { access: 'public' } }],
    });
    // A call that fails inside, as a bug would: what reaches the client must say nothing about the code.
    app.get('/api/fails-inside', async () => {
      throw new Error('SQLITE_CORRUPT at /srv/portal/server/db/records.ts:42');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const post = (url: string, payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('unknown type or key: 404 with a message', async () => {
    const config = readServerConfig({});
    const open = buildServer({ databaseFile: temp.file('open.sqlite'), config });
    try {
      for (const url of ['/api/detail/spaceship?key=1', '/api/detail/locus?key=424242']) {
        const response = await open.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: expect.any(String) });
      }
    } finally {
      await open.close();
    }
  });

  it('bad JSON: 400 with a message', async () => {
    const response = await post('/api/auth/login', '{"username": "researcher", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
  });

  it('a missing field: 400 naming the field', async () => {
    const response = await post('/api/auth/login', JSON.stringify({ password: 'thaliana1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'username', error: expect.stringMatching(/username/i) });
  });

  it('a body over 1 MB: 413', async () => {
    const response = await post('/api/auth/login', JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('a protected call without a session: 401 with redirectUri', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/detail/locus?key=2200935' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String), redirectUri: expect.stringMatching(/\/login$/) });
  });

  it('a failure inside: 500 with a generic message, no stack, no path, no internal message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/fails-inside' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error.' });
    expect(response.body).not.toMatch(/SQLITE|records\.ts|\bat\b.*:\d+/);
  });
});
