// @vitest-environment node
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { frontEndStaleness } from './frontEnd';
import { tempDir, type TempDir } from './testing';

const INDEX = '<!doctype html><html lang="en"><title>Portal</title><div id="root"></div></html>';

describe('one port: the built front end at / and the API under /api', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    const dist = temp.file('dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(temp.file('secret.txt'), 'outside the build');
    app = buildServer({ databaseFile: temp.file('portal.sqlite'), frontEndDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each(['/', '/locus?key=2200935', '/news/breaking-news', '/profile'])('%s loads the app shell, revalidated on every visit', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it.each(['/index.jsp', '/Blast/index.jsp', '/download_files/Genes/README.txt', '/servlets/TairObject?type=locus&name=AT1G01010'])(
    'answers an older-site address a browser opens (%s) with the app shell, whose router sends it on',
    async (url) => {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    },
  );

  it('answers 404 for a missing build asset, even to a browser, and for a missing file fetched as a resource', async () => {
    expect((await get('/assets/gone.css', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/favicon-missing.ico', { accept: 'image/*' })).statusCode).toBe(404);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const response = await get('/assets/gone-999.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('keeps the API’s JSON 404 for unknown API paths', async () => {
    const response = await get('/api/no-such-call', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringContaining('/api/no-such-call') });
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%2fsecret.txt'])('never serves a file outside the build: %s', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain('outside the build');
  });
});

describe('building only when needed', () => {
  it('asks for a build when there is none, or when an input is newer than the build', () => {
    const temp = tempDir();
    try {
      mkdirSync(temp.file('src'));
      writeFileSync(temp.file('src/main.tsx'), 'export {}');
      expect(frontEndStaleness(temp.dir)).toMatch(/no build/);

      mkdirSync(temp.file('dist'));
      writeFileSync(temp.file('dist/index.html'), INDEX);
      const later = new Date(Date.now() + 60_000);
      utimesSync(temp.file('dist/index.html'), later, later);
      // A build without the server's rendering of first screens (one made before it existed) is made again.
      expect(frontEndStaleness(temp.dir)).toBe('there is no server rendering in dist-ssr/');
      mkdirSync(temp.file('dist-ssr'));
      writeFileSync(temp.file('dist-ssr/renderFirstScreen.js'), 'export {}');
      expect(frontEndStaleness(temp.dir)).toBeNull();

      const evenLater = new Date(Date.now() + 120_000);
      utimesSync(temp.file('src/main.tsx'), evenLater, evenLater);
      expect(frontEndStaleness(temp.dir)).toBe('src changed since the last build');
    } finally {
      temp.remove();
    }
  });
});
