// @vitest-environment node
// Large downloads over real HTTP: byte ranges (206, Content-Range, 416, If-Range), an interrupted download resumed
// with `curl -C -`, and direct links fetched by scripts, which must get the file and never the app's HTML page.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { rawGet } from '../http/rawHttp.testSupport';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

const INDEX = '<!doctype html><html lang="en"><title>Portal</title><div id="root"></div></html>';
const BIG_FILE = 'Sequences/big_release.fasta';
const BIG_SIZE = 3 * 1024 * 1024 + 17;
const README = 'Genes/README.txt';
const README_TEXT = 'Gene files of the demo root.\n';

/** Deterministic, non-repeating-looking FASTA-like bytes, so an offset error cannot go unnoticed. */
function bigContent(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = 12345;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[index] = index % 61 === 60 ? 10 : 'ACGT'.charCodeAt(state % 4);
  }
  return bytes;
}

// Asynchronous: the server answers from this same process, so a blocking child would wait on it forever. The
// timeout ends a client that hangs all the same.
const run = (command: string, args: string[]) => promisify(execFile)(command, args, { timeout: 15_000 });

const apiDownload = (file: string) => `/api/download-files/download?filePath=${encodeURIComponent(file)}`;

describe('large downloads and direct links', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  let origin: string;
  const statuses: number[] = [];
  const previousRoot = process.env.DOWNLOADS_DIR;
  const big = bigContent(BIG_SIZE);

  beforeAll(async () => {
    temp = tempDir();
    const root = temp.file('downloads');
    mkdirSync(path.join(root, 'Sequences'), { recursive: true });
    mkdirSync(path.join(root, 'Genes'), { recursive: true });
    writeFileSync(path.join(root, BIG_FILE), big);
    writeFileSync(path.join(root, README), README_TEXT);
    writeFileSync(path.join(root, 'Genes', 'empty.txt'), '');
    const dist = temp.file('dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    process.env.DOWNLOADS_DIR = root;
    // With a front end, as `npm start` runs: page addresses a browser opens are answered with the app's HTML.
    app = buildServer({ databaseFile: temp.file('portal.sqlite'), frontEndDir: dist });
    app.addHook('onResponse', async (_request, reply) => {
      statuses.push(reply.statusCode);
    });
    origin = await listenOnLoopback(app);
  });
  afterAll(async () => {
    if (previousRoot === undefined) delete process.env.DOWNLOADS_DIR;
    else process.env.DOWNLOADS_DIR = previousRoot;
    await app?.close();
    temp?.remove();
  });

  describe('byte ranges', () => {
    it('a whole download says it accepts byte ranges and carries its validators', async () => {
      const answer = await rawGet(origin, apiDownload(BIG_FILE));
      expect(answer.status).toBe(200);
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(answer.headers['last-modified']).toBe(statSync(path.join(process.env.DOWNLOADS_DIR!, BIG_FILE)).mtime.toUTCString());
      expect(Number(answer.headers['content-length'])).toBe(BIG_SIZE);
      expect(answer.bytes.equals(big)).toBe(true);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=1048576-', 1048576, BIG_SIZE - 1],
      ['bytes=-500', BIG_SIZE - 500, BIG_SIZE - 1],
    ])('%s → 206 with exactly those bytes', async (range, start, end) => {
      const answer = await rawGet(origin, apiDownload(BIG_FILE), { range, 'accept-encoding': 'gzip, br' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${BIG_SIZE}`);
      expect(Number(answer.headers['content-length'])).toBe(end - start + 1);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-disposition']).toContain('filename="big_release.fasta"');
      expect(answer.bytes.equals(big.subarray(start, end + 1))).toBe(true);
    });

    it('a range past the end → 416 naming the size', async () => {
      const answer = await rawGet(origin, apiDownload(BIG_FILE), { range: `bytes=${BIG_SIZE}-` });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${BIG_SIZE}`);
      expect(JSON.parse(answer.bytes.toString())).toEqual({ error: expect.stringContaining(String(BIG_SIZE)) });
    });

    // RFC 9110 §14.2: what a hostile or broken Range gets (server/downloads/byteRange.ts has the rules).
    it.each([
      ['a last position before the first', 'bytes=5-2', 'is not a valid byte range'],
      ['no digits', 'bytes=abc', 'is not a valid byte range'],
      ['an empty range set', 'bytes=', 'is not a valid byte range'],
      ['a range past the end', 'bytes=1000-', 'starts beyond the end of the file'],
      ['the empty suffix', 'bytes=-0', 'starts beyond the end of the file'],
      ['ranges all past the end', 'bytes=100-,200-', 'starts beyond the end of the file'],
      ['more than two overlapping ranges', 'bytes=0-0,0-0,0-0', 'asks for more than two overlapping ranges'],
    ])('%s (%s) → 416 with the size and why', async (_, range, reason) => {
      const answer = await rawGet(origin, apiDownload(README), { range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${README_TEXT.length}`);
      expect(JSON.parse(answer.bytes.toString())).toEqual({ error: `The requested range ${reason} (the file has ${README_TEXT.length} bytes).` });
    });

    it.each([
      ['two overlapping ranges', 'bytes=0-0,0-0'],
      ['two ranges', 'bytes=0-4,10-14'],
      ['another unit', 'lines=1-2'],
      ['no unit', 'garbage'],
    ])('%s (%s) → the whole file: a server may ignore the Range', async (_, range) => {
      const answer = await rawGet(origin, apiDownload(README), { range });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-range']).toBeUndefined();
      expect(answer.bytes.toString()).toBe(README_TEXT);
    });

    it('a last position past the end stops at the end (206)', async () => {
      const answer = await rawGet(origin, apiDownload(README), { range: 'bytes=5-5000' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 5-${README_TEXT.length - 1}/${README_TEXT.length}`);
      expect(answer.bytes.toString()).toBe(README_TEXT.slice(5));
    });

    it('If-Range with the current tag gets the range; with an old one, the whole (changed) file', async () => {
      const { headers } = await rawGet(origin, apiDownload(README));
      const current = await rawGet(origin, apiDownload(README), { range: 'bytes=5-', 'if-range': String(headers.etag) });
      expect(current.status).toBe(206);
      expect(current.bytes.toString()).toBe(README_TEXT.slice(5));
      const stale = await rawGet(origin, apiDownload(README), { range: 'bytes=5-', 'if-range': '"1-1"' });
      expect(stale.status).toBe(200);
      expect(stale.bytes.toString()).toBe(README_TEXT);
    });

    it('an empty file comes back empty, range or not', async () => {
      const answer = await rawGet(origin, apiDownload('Genes/empty.txt'), { range: 'bytes=0-' });
      expect(answer.status).toBe(200);
      expect(answer.bytes.length).toBe(0);
    });
  });

  describe('curl -C - resumes an interrupted download', () => {
    it.each([
      ['the API download link', apiDownload(BIG_FILE)],
      ['the older site file address', `/download_files/${BIG_FILE}`],
    ])('through %s, asking only for the rest, ending with the file byte for byte', async (_, address) => {
      const output = temp.file(`resumed-${statuses.length}.fasta`);
      // The first 1 MB arrived before the connection broke.
      writeFileSync(output, big.subarray(0, 1024 * 1024));
      statuses.length = 0;
      await run('curl', ['--silent', '--show-error', '--fail', '-C', '-', '-o', output, `${origin}${address}`]);
      expect(statuses).toEqual([206]);
      expect(readFileSync(output).equals(big)).toBe(true);
    });

    it('curl -C - on a complete file asks past the end and leaves it as it is', async () => {
      const output = temp.file('complete.fasta');
      writeFileSync(output, big);
      statuses.length = 0;
      // curl treats 416 on a resume of a file as "already complete" and exits 0.
      await run('curl', ['--silent', '--show-error', '-C', '-', '-o', output, `${origin}${apiDownload(BIG_FILE)}`]);
      expect(statuses).toEqual([416]);
      expect(readFileSync(output).equals(big)).toBe(true);
    });
  });

  describe('direct links from scripts get the file, never the app page', () => {
    it.each([
      ['no Accept header', {}],
      ['Accept: */*', { accept: '*/*' }],
      ['Accept: text/html', { accept: 'text/html' }],
      ['a browser-like Accept', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
    ])('the API download link with %s', async (_, headers: Record<string, string>) => {
      const answer = await rawGet(origin, apiDownload(README), headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.bytes.toString()).toBe(README_TEXT);
    });

    it('a plain fetch (as a script would) of the API link saves the exact bytes of a large file', async () => {
      const response = await fetch(`${origin}${apiDownload(BIG_FILE)}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(big)).toBe(true);
    });

    it('wget of the API link saves the file under the name the server gives', async () => {
      const directory = temp.file('wget');
      mkdirSync(directory);
      await run('wget', ['--quiet', '--content-disposition', '-P', directory, `${origin}${apiDownload(README)}`]);
      expect(readFileSync(path.join(directory, 'README.txt'), 'utf8')).toBe(README_TEXT);
    });

    it.each([
      ['no Accept header', {}],
      ['Accept: */*', { accept: '*/*' }],
      ['Accept: application/octet-stream', { accept: 'application/octet-stream' }],
    ])('an older site file address with %s', async (_, headers: Record<string, string>) => {
      const answer = await rawGet(origin, `/download_files/${README}`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toContain('filename="README.txt"');
      expect(answer.bytes.toString()).toBe(README_TEXT);
    });

    it('an older site file address a browser opens (Accept: text/html) loads the app, which shows the file page', async () => {
      const answer = await rawGet(origin, `/download_files/${README}`, { accept: 'text/html,application/xhtml+xml' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.bytes.toString()).toBe(INDEX);
    });

    // The database lies beside the root. A parent segment, encoded or not, is resolved by the URL parser before
    // routing (the address becomes /portal.sqlite, not found); an encoded slash reaches the route and is refused.
    it.each([
      ['a missing file', '/download_files/Genes/missing.txt', [404]],
      ['a parent segment', '/download_files/../portal.sqlite', [404]],
      ['an encoded parent segment', '/download_files/%2e%2e/portal.sqlite', [404]],
      ['an encoded slash to a parent', '/download_files/Genes%2F..%2F..%2Fportal.sqlite', [400]],
      ['a double-encoded parent segment', '/download_files/%252e%252e%252fportal.sqlite', [400]],
    ])('%s (%s) → %o as JSON, nothing outside the root served', async (_, address, statuses) => {
      const answer = await app.inject({ method: 'GET', url: address });
      expect(statuses).toContain(answer.statusCode);
      expect(answer.json()).toEqual({ error: expect.any(String) });
      expect(answer.body).not.toContain('SQLite format');
    });
  });
});
