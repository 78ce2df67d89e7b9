// @vitest-environment node
// The access hook fails closed: a route the access table does not list serves nothing (500, and an error in the
// log naming it), so a route added without a row is never open by accident; and a route whose row charges what its
// answer read serves a member who pays by units nothing unless it charged. A test declares the rows of its own
// routes through buildServer's extraAccessRows. A real server over a temp database, requests by inject.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedAccounts } from '../accounts/seed';
import { demoPasswords, insertCommunityRecords } from '../accounts/accountServer.testSupport';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { tempDir, type TempDir } from '../testing';
import { READ_BY_THE_ANSWER } from './contentReads';

const CONTENT = { summary: 'NAC domain containing protein 1' };

let temp: TempDir;
let app: FastifyInstance;
/** The server's log entries at level error (50) or above, as their messages. */
let loggedErrors: string[] = [];
let memberCookie: string;

beforeAll(async () => {
  temp = tempDir('portal-fail-closed-');
  const stream = new Writable({
    write(line: Buffer, _encoding, done) {
      const entry = JSON.parse(line.toString()) as { level: number; msg: string };
      if (entry.level >= 50) loggedErrors.push(entry.msg);
      done();
    },
  });
  app = buildServer({
    databaseFile: temp.file('portal.sqlite'),
    logger: { level: 'error', stream },
    config: readServerConfig({ INSTITUTION_RANGES: 'Campus=192.0.2.0/24', TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '1000' }),
    extraAccessRows: [
      { calls: ['GET /api/test/listed'], returns: 'a public answer of this test', rule: { access: 'public' } },
      { calls: ['POST /api/test/uncharged'], returns: 'an answer its route forgets to charge', rule: { access: 'subscription', units: 'per locus', reads: READ_BY_THE_ANSWER } },
    ],
  });
  insertCommunityRecords(app.db);
  await seedAccounts(app.store);
  app.get('/api/test/unlisted', async () => CONTENT);
  app.post('/api/test/unlisted', async (request) => ({ ...CONTENT, asked: request.body }));
  app.get('/api/test/listed', async () => CONTENT);
  app.post('/api/test/uncharged', async () => CONTENT);
  await app.ready();

  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'student', password: demoPasswords.student } });
  expect(login.statusCode).toBe(200);
  memberCookie = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}, 60_000);
afterAll(async () => {
  await app?.close();
  temp?.remove();
});
beforeEach(() => {
  loggedErrors = [];
});

describe('a route without a row in the access table', () => {
  it.each([
    ['GET', '/api/test/unlisted'],
    ['HEAD', '/api/test/unlisted'],
    ['POST', '/api/test/unlisted'],
  ] as const)('%s %s: 500 with the generic message, nothing of its answer, an error in the log naming it', async (method, url) => {
    const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: { locusIds: ['AT1G01010'] } } : {}) });
    expect(response.statusCode).toBe(500);
    if (method !== 'HEAD') expect(response.json()).toEqual({ error: 'Internal server error.' });
    expect(response.body).not.toContain('NAC domain');
    expect(loggedErrors).toEqual([expect.stringContaining(`${method} ${url} has no row in the access table`)]);
  });

  it('is served by the row a test gives it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/listed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CONTENT);
    expect(loggedErrors).toEqual([]);
  });
});

describe('a route charged by its answer that never charges it', () => {
  it('serves a member who pays by units nothing: 500, logged naming the route', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/uncharged', headers: { cookie: memberCookie }, payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error.' });
    expect(loggedErrors).toEqual([expect.stringContaining('POST /api/test/uncharged answered a member who pays by units without charging')]);
  });

  it('still refuses a visitor off a subscribed network and serves one on it, who is never charged', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/test/uncharged', payload: {} })).statusCode).toBe(401);
    const onCampus = await app.inject({ method: 'POST', url: '/api/test/uncharged', headers: { 'x-forwarded-for': '192.0.2.7' }, payload: {} });
    expect(onCampus.statusCode).toBe(200);
    expect(onCampus.json()).toEqual(CONTENT);
  });
});
