// @vitest-environment node
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../scripts/build/precompress';
import { buildServer } from './app';
import { decoded, rawGet, varyTokens } from './http/rawHttp.testSupport';
import { listenOnLoopback, tempDir, type TempDir } from './testing';

const SCRIPT = '/assets/index-abc123.js';

describe('the built front end is sent precompressed', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  let origin: string;
  let dist: string;
  const onDisk = (file: string) => readFileSync(path.join(dist, file));

  beforeAll(async () => {
    temp = tempDir();
    dist = temp.file('dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const rows = Array.from({ length: 300 }, (_, row) => `<li>row ${row}</li>`).join('');
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="en"><title>Portal</title><div id="root"></div><ul hidden>${rows}</ul></html>`);
    writeFileSync(path.join(dist, SCRIPT), Array.from({ length: 400 }, (_, row) => `document.body.append("row ${row}");`).join('\n'));
    writeFileSync(path.join(dist, 'assets/chart-abc123.png'), Buffer.alloc(3000, 9));
    await precompressDirectory(dist);
    app = buildServer({ databaseFile: temp.file('portal.sqlite'), frontEndDir: dist });
    origin = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  it.each([
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
  ])('answers Accept-Encoding "%s" with the %s copy made at build time, with its own length and the script type', async (accept, encoding, suffix) => {
    const answer = await rawGet(origin, SCRIPT, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(answer.headers['content-length'])).toBe(statSync(path.join(dist, `${SCRIPT}${suffix}`)).size);
    expect(answer.bytes.equals(onDisk(`${SCRIPT}${suffix}`))).toBe(true);
    expect(decoded(answer).equals(onDisk(SCRIPT))).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyTokens(answer)).toContain('accept-encoding');
  });

  it.each([[{}], [{ 'accept-encoding': 'identity' }]])('sends the file itself to a client that accepts no compression (%j), still varying on it', async (headers) => {
    const answer = await rawGet(origin, SCRIPT, headers);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.equals(onDisk(SCRIPT))).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(onDisk(SCRIPT).length);
    expect(varyTokens(answer)).toContain('accept-encoding');
  });

  it('compresses the app shell every page route loads, and keeps it revalidated', async () => {
    const answer = await rawGet(origin, '/locus?key=2200935', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(answer).toString()).toContain('<div id="root"></div>');
    expect(answer.bytes.length).toBeLessThan(onDisk('index.html').length / 4);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(varyTokens(answer)).toContain('accept-encoding');
  });

  it('answers a byte range with 206 and those bytes of the file itself, never of a compressed copy', async () => {
    const answer = await rawGet(origin, SCRIPT, { 'accept-encoding': 'br, gzip', range: 'bytes=100-299' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-range']).toBe(`bytes 100-299/${onDisk(SCRIPT).length}`);
    expect(answer.bytes.equals(onDisk(SCRIPT).subarray(100, 300))).toBe(true);
  });

  it('sends an image as it is, even to a client that accepts compression', async () => {
    const answer = await rawGet(origin, '/assets/chart-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.equals(onDisk('assets/chart-abc123.png'))).toBe(true);
  });
});
