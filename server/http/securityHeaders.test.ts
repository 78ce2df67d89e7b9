// @vitest-environment node
// Security headers as a browser receives them from a real server on 127.0.0.1: the pages' Content-Security-Policy
// (with the style nonce the app shell hands to Emotion), nosniff and the referrer policy on every answer, and
// no-store on the answers that carry credentials or personal data.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';
import { readPageSources } from './contentSecurityPolicy';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server with a front end in `frontEndDir`, listening on 127.0.0.1; the environment holds its settings only. */
async function startWithFrontEnd(frontEndDir: string, temp: TempDir, env: Record<string, string> = {}) {
  const app = buildServer({ databaseFile: temp.file(`portal-${Math.random()}.sqlite`), frontEndDir, config: readServerConfig(env) });
  const origin = await listenOnLoopback(app);
  return { app, get: (url: string, headers: Record<string, string> = {}) => fetch(new URL(url, origin), { headers }) };
}

/** The policy's directives by name, e.g. policy['frame-src'] → ["https://jbrowse.arabidopsis.org", "blob:"]. */
function directives(header: string | null): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

/** The nonce the page's <meta property="csp-nonce"> carries, as Emotion reads it. */
const metaNonce = (html: string) => /<meta property="csp-nonce" nonce="([^"]*)"/.exec(html)?.[1];

describe('pages', () => {
  let temp: TempDir;
  let server: Awaited<ReturnType<typeof startWithFrontEnd>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    const dist = temp.file('dist');
    mkdirSync(dist);
    // The repository's own app shell, as the build keeps it (the build only adds its script and preload tags).
    writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(root, 'index.html')));
    server = await startWithFrontEnd(dist, temp);
    app = server.app;
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  it.each(['/', '/locus?key=2200935', '/edit/person?key=1501415858', '/index.html'])(
    '%s carries the policy, may be framed by the portal only, and is neither sniffed nor leaks its address',
    async (url) => {
      const response = await server.get(url, { accept: 'text/html' });
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    },
  );

  it('allows exactly the style elements that carry the nonce written into this answer’s shell, a new one each time', async () => {
    const nonces = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await server.get('/locus?key=2200935', { accept: 'text/html' });
      const nonce = metaNonce(await response.text());
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directives(response.headers.get('content-security-policy'))['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('by default draws the genome with the portal’s own browser and shows expression pictures and data from its own origin', async () => {
    const policy = directives((await server.get('/')).headers.get('content-security-policy'));
    expect(policy['frame-src']).toEqual(['blob:']);
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('the ORCID simulator’s page keeps the stricter policy of its own', async () => {
    const response = await server.get('/orcid-simulator/oauth/authorize?client_id=someone-else');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the policy follows the front end’s configured origins', () => {
  let temp: TempDir;
  let server: Awaited<ReturnType<typeof startWithFrontEnd>>;

  beforeAll(async () => {
    temp = tempDir();
    const dist = temp.file('dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(root, 'index.html')));
    server = await startWithFrontEnd(dist, temp, {
      VITE_GENOME_BROWSER: 'https://browser.example.org/jbrowse/index.html',
      VITE_EXPRESSION_SERVICE: 'https://efp.example.org',
      VITE_API_BASE: 'https://api.example.org/api',
      VITE_ORTHOLOG_STORE: '//store.example.org/panther/orthologs',
      VITE_TOOLS_SERVICE_URL: 'https://tools.example.org/tools-service',
    });
  });
  afterAll(async () => {
    await server?.app.close();
    temp?.remove();
  });

  it('frames the configured genome browser, shows and fetches the configured expression pictures, calls the configured API, posts to the configured tools service', async () => {
    const policy = directives((await server.get('/locus?name=AT1G01010')).headers.get('content-security-policy'));
    expect(policy['frame-src']).toEqual(['https://browser.example.org', 'blob:']);
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'data:', 'https://efp.example.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.org', 'store.example.org', 'https://efp.example.org', 'https://browser.example.org']);
    expect(policy['form-action']).toEqual(["'self'", 'https://tools.example.org']);
  });

  it('refuses to start with a location that is neither a path nor an http(s) URL, naming the setting', () => {
    expect(() => readPageSources({ VITE_GENOME_BROWSER: 'javascript:alert(1)' })).toThrow(/VITE_GENOME_BROWSER/);
    expect(() => readServerConfig({ VITE_EXPRESSION_SERVICE: 'http://[bad' })).toThrow(/VITE_EXPRESSION_SERVICE/);
  });
});

describe('API answers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['/api/news/events', '/api/detail/locus?key=0', '/api/no-such-call'])('%s: nosniff and the referrer policy, also on errors', async (url) => {
    const response = await fetch(new URL(url, server.origin));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('are never stored when they carry credentials or personal data, nor when those calls fail', async () => {
    const researcher = await loggedIn(server.origin, 'researcher');
    const profile = await researcher.get('/api/auth/profile');
    const { partyId, communityId } = (await profile.clone().json()) as { partyId: number; communityId: number };
    const answers = {
      'auth/login': await researcher.post('/api/auth/login', { username: 'researcher', password: 'thaliana1' }),
      'auth/login refused': await researcher.post('/api/auth/login', { username: 'researcher', password: 'wrong-password' }),
      'auth/profile': profile,
      'auth/orcidloginlink': await researcher.get('/api/auth/orcidloginlink'),
      'auth/process-orcid-code refused': await researcher.post('/api/auth/process-orcid-code', { code: 'no-such-code' }),
      'auth/authenticate-orcid refused': await researcher.post('/api/auth/authenticate-orcid', { code: 'no-such-code' }),
      'user/person-details': await researcher.get(`/api/user/person-details?communityId=${communityId}`),
      'subscription/bucket/usage': await researcher.get(`/api/subscription/bucket/usage?party_id=${partyId}`),
      'subscription/bucket/usage refused': await fetch(new URL(`/api/subscription/bucket/usage?party_id=${partyId}`, server.origin)),
      'detail/person': await researcher.get(`/api/detail/person?key=${communityId}`),
    };
    expect(answers['auth/login'].status).toBe(200);
    expect(answers['auth/login refused'].status).toBe(401);
    expect(Object.fromEntries(Object.entries(answers).map(([call, response]) => [call, response.headers.get('cache-control')]))).toEqual(
      Object.fromEntries(Object.keys(answers).map((call) => [call, 'no-store'])),
    );
  });

  it('leaves public answers as they were', async () => {
    expect((await fetch(new URL('/api/news/events', server.origin))).headers.get('cache-control')).toBeNull();
  });
});
