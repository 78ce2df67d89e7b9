// @vitest-environment node
// Path safety of the download area: whatever a client sends, nothing outside DOWNLOADS_DIR is listed or served, and
// nothing hidden inside it. The root is a temp directory beside a "secret" folder, holding every hostile entry a
// careless or malicious publisher could leave: links out of the root (to a file, to /etc/passwd, to folders), links
// to dot files, a link loop, a named pipe, HTML and SVG files with scripts, dot files and dot folders. Requests are
// made through the API (list and download) and the older site's file addresses, the latter as raw request lines, so
// no client tidies the path on the way.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import type { DownloadEntry } from '../downloads/listing';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

const SECRET = 'SECRET-OUTSIDE-THE-DOWNLOAD-ROOT';
const HIDDEN = 'HIDDEN-INSIDE-THE-DOWNLOAD-ROOT';
const PUBLIC = 'Published README of the demo root.';
const SCRIPT = '<script>document.title = "ran"</script>';

// Query values as they travel on the wire (already percent-encoded where a client would encode them); each is
// refused before anything is read.
const HOSTILE_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['a parent segment', '..'],
  ['a parent path', '..%2Foutside%2Fsecret.txt'],
  ['a raw parent path', '../outside/secret.txt'],
  ['a parent path after a folder', 'sub%2F..%2F..%2Foutside%2Fsecret.txt'],
  ['an encoded parent path (%2e%2e)', '%2e%2e%2Foutside%2Fsecret.txt'],
  ['an upper-case encoded parent path (%2E%2E)', '%2E%2E%2Foutside%2Fsecret.txt'],
  ['a double-encoded parent path (%252e%252e)', '%252e%252e%252Foutside%252Fsecret.txt'],
  ['a half-encoded parent path (..%2f)', '..%2foutside%2fsecret.txt'],
  ['a double-encoded slash (..%252f)', '..%252foutside%252fsecret.txt'],
  ['an overlong UTF-8 dot (%c0%ae)', '%c0%ae%c0%ae%2Foutside%2Fsecret.txt'],
  ['an overlong UTF-8 slash (%c0%af)', '..%c0%afoutside%c0%afsecret.txt'],
  ['an IIS-style encoded dot (%u002e)', '%u002e%u002e%2Foutside%2Fsecret.txt'],
  ['four dots', '....%2F%2Foutside%2Fsecret.txt'],
  ['many parent segments to /etc/passwd', '..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd'],
  ['backslashes', '..%5Coutside%5Csecret.txt'],
  ['backslashes after a folder', 'sub%5C..%5C..%5Coutside%5Csecret.txt'],
  ['a raw backslash', '..\\outside\\secret.txt'],
  ['a UNC path', '%5C%5Cserver%5Cshare%5Csecret.txt'],
  ['an absolute path', '%2Fetc%2Fpasswd'],
  ['a raw absolute path', '/etc/passwd'],
  ['a drive path', 'C%3A%5CWindows%5Cwin.ini'],
  ['a drive path with slashes', 'c%3A%2FWindows%2Fwin.ini'],
  ['a NUL byte', 'public.txt%00.png'],
  ['a NUL byte before a parent path', '%00..%2Foutside%2Fsecret.txt'],
  ['a current-directory segment', '.%2Fpublic.txt'],
  ['a dot file', '.hidden.txt'],
  ['a file in a dot folder', '.secret-dir%2Finside.txt'],
  ['a path too long to be a published one', 'a%2F'.repeat(600)],
];

// Entries that exist but are not published: each answers 404, as a missing one does (a 400 would tell that it
// exists and where it leads).
const UNPUBLISHED_FILES: ReadonlyArray<readonly [string, string]> = [
  ['a link to a file outside', 'link-out.txt'],
  ['a link to /etc/passwd', 'passwd'],
  ['a file through a link to a folder outside', 'dir-out/secret.txt'],
  ['a file through a link to /etc', 'etc/passwd'],
  ['a link inside a folder that points outside', 'sub/escape.txt'],
  ['a link to a dot file inside', 'link-hidden.txt'],
  ['a file through a link to a dot folder inside', 'dir-hidden/inside.txt'],
  ['a link loop', 'loop-a'],
  ['a broken link', 'broken.txt'],
  ['a named pipe', 'pipe'],
  ['a look-alike of a parent segment (fullwidth dots)', '\uff0e\uff0e/outside/secret.txt'],
];

const UNPUBLISHED_FOLDERS: ReadonlyArray<readonly [string, string]> = [
  ['a link to a folder outside', 'dir-out'],
  ['a link to /etc', 'etc'],
  ['a link to a dot folder inside', 'dir-hidden'],
  ['a link loop', 'loop-a'],
];

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends the request line exactly as given (no client resolves '..' or decodes anything) and reads the answer. */
function rawRequest(origin: string, target: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // Connection: close, so the server ends the connection once it has answered.
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: */*\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const headers = text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body: text.slice(split + 4) });
    });
  });
}

const headerOf = (answer: RawAnswer, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer.headers)?.[1];

describe('download path safety', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  let origin: string;
  const previousRoot = process.env.DOWNLOADS_DIR;

  beforeAll(async () => {
    temp = tempDir();
    mkdirSync(temp.file('outside'));
    writeFileSync(temp.file('outside/secret.txt'), SECRET);
    const root = temp.file('root');
    mkdirSync(`${root}/sub`, { recursive: true });
    mkdirSync(`${root}/.secret-dir`);
    writeFileSync(`${root}/public.txt`, PUBLIC);
    writeFileSync(`${root}/sub/inner.txt`, 'Inner file.');
    writeFileSync(`${root}/.hidden.txt`, HIDDEN);
    writeFileSync(`${root}/.secret-dir/inside.txt`, HIDDEN);
    writeFileSync(`${root}/page.html`, `<!doctype html><title>Page</title>${SCRIPT}`);
    writeFileSync(`${root}/image.svg`, `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`);
    writeFileSync(`${root}/page.xhtml`, `<html xmlns="http://www.w3.org/1999/xhtml">${SCRIPT}</html>`);
    symlinkSync('../outside/secret.txt', `${root}/link-out.txt`);
    symlinkSync('/etc/passwd', `${root}/passwd`);
    symlinkSync('../outside', `${root}/dir-out`);
    symlinkSync('/etc', `${root}/etc`);
    symlinkSync('../../outside/secret.txt', `${root}/sub/escape.txt`);
    symlinkSync('.hidden.txt', `${root}/link-hidden.txt`);
    symlinkSync('.secret-dir', `${root}/dir-hidden`);
    symlinkSync('loop-b', `${root}/loop-a`);
    symlinkSync('loop-a', `${root}/loop-b`);
    symlinkSync('missing-target.txt', `${root}/broken.txt`);
    symlinkSync('sub/inner.txt', `${root}/link-in.txt`);
    symlinkSync('sub', `${root}/dir-in`);
    // A named pipe: opening it for reading would wait for a writer forever.
    execFileSync('mkfifo', [`${root}/pipe`]);
    process.env.DOWNLOADS_DIR = root;
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    origin = await listenOnLoopback(app);
  });
  afterAll(async () => {
    if (previousRoot === undefined) delete process.env.DOWNLOADS_DIR;
    else process.env.DOWNLOADS_DIR = previousRoot;
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const expectNothingSecret = (body: string) => {
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain(HIDDEN);
    expect(body).not.toContain('root:');
  };

  describe.each([
    ['download', 'filePath'],
    ['list', 'dir'],
  ])('%s?%s=', (endpoint, parameter) => {
    it.each(HOSTILE_PATHS)('%s → 400 naming the parameter, nothing read', async (_, value) => {
      const response = await get(`/api/download-files/${endpoint}?${parameter}=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.stringContaining(`${parameter} parameter`) });
      expectNothingSecret(response.body);
      expect(response.body).not.toContain('secret.txt"');
    });
  });

  it.each(UNPUBLISHED_FILES)('download of %s (%s) → 404, as if it were not there', async (_, file) => {
    const response = await get(`/api/download-files/download?filePath=${encodeURIComponent(file)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: `Nothing is published at "${file}".` });
    expectNothingSecret(response.body);
  });

  it.each(UNPUBLISHED_FOLDERS)('listing %s (%s) → 404, as if it were not there', async (_, folder) => {
    const response = await get(`/api/download-files/list?dir=${encodeURIComponent(folder)}`);
    expect(response.statusCode).toBe(404);
    expectNothingSecret(response.body);
  });

  it.each(UNPUBLISHED_FILES)('the older site address of %s (%s) → 404', async (_, file) => {
    const answer = await rawRequest(origin, `/download_files/${file.split('/').map(encodeURIComponent).join('/')}`);
    expect(answer.status).toBe(404);
    expectNothingSecret(answer.body);
  });

  it.each([
    ['a parent path', '/download_files/../../outside/secret.txt'],
    ['a parent path to /etc/passwd', '/download_files/../../../../../../../../etc/passwd'],
    ['an encoded parent path', '/download_files/%2e%2e/%2e%2e/outside/secret.txt'],
    ['an encoded slash', '/download_files/..%2f..%2foutside%2fsecret.txt'],
    ['a double-encoded parent path', '/download_files/%252e%252e%252f%252e%252e%252foutside%252fsecret.txt'],
    ['an overlong UTF-8 dot', '/download_files/%c0%ae%c0%ae/%c0%ae%c0%ae/outside/secret.txt'],
    ['a backslash', '/download_files/..%5c..%5coutside%5csecret.txt'],
    ['a NUL byte', '/download_files/public.txt%00.html'],
    ['an absolute path', '/download_files//etc/passwd'],
    ['a drive path', '/download_files/C:%5cWindows%5cwin.ini'],
    ['a dot file', '/download_files/.hidden.txt'],
    ['a file in a dot folder', '/download_files/.secret-dir/inside.txt'],
  ])('the older site address with %s (%s) → 400 or 404, nothing served', async (_, target) => {
    const answer = await rawRequest(origin, target);
    expect([400, 404]).toContain(answer.status);
    expectNothingSecret(answer.body);
  });

  it('DOWNLOADS_DIR sets the root: its files are served', async () => {
    const response = await get('/api/download-files/download?filePath=public.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PUBLIC);
  });

  it('a link that stays inside the root is served as the file it points to, under its own name', async () => {
    const response = await get('/api/download-files/download?filePath=link-in.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Inner file.');
    expect(response.headers['content-disposition']).toContain('filename="link-in.txt"');
  });

  it('a link to a folder inside the root lists and serves that folder under its own name', async () => {
    const listing = (await get('/api/download-files/list?dir=dir-in')).json<Record<string, DownloadEntry>>();
    expect(listing).toEqual({ 'inner.txt': expect.objectContaining({ type: 'file', path: 'dir-in/inner.txt' }) });
    expect((await get('/api/download-files/download?filePath=dir-in%2Finner.txt')).body).toBe('Inner file.');
  });

  it('listings leave out dot files and dot folders, pipes, broken links, loops, links that lead outside or to dot files', async () => {
    const response = await get('/api/download-files/list');
    expect(response.statusCode).toBe(200);
    const entries = response.json<Record<string, DownloadEntry>>();
    expect(Object.keys(entries)).toEqual(['dir-in', 'sub', 'image.svg', 'link-in.txt', 'page.html', 'page.xhtml', 'public.txt']);
    expect(entries['link-in.txt']).toMatchObject({ type: 'file', size: 'Inner file.'.length, path: 'link-in.txt' });
    const sub = (await get('/api/download-files/list?dir=sub')).json<Record<string, DownloadEntry>>();
    expect(Object.keys(sub)).toEqual(['inner.txt']);
  });

  describe.each([
    ['the API download', (file: string) => `/api/download-files/download?filePath=${file}`],
    ['the older site address', (file: string) => `/download_files/${file}`],
  ])('markup through %s is never rendered from the portal', (_, address) => {
    it.each(['page.html', 'image.svg', 'page.xhtml'])('%s: an attachment of no type a browser runs, sandboxed, not sniffed', async (file) => {
      const answer = await rawRequest(origin, address(file));
      expect(answer.status).toBe(200);
      expect(headerOf(answer, 'content-type')).toBe('application/octet-stream');
      expect(headerOf(answer, 'content-disposition')).toMatch(new RegExp(`^attachment; filename="${file.replace('.', '\\.')}"`));
      expect(headerOf(answer, 'x-content-type-options')).toBe('nosniff');
      expect(headerOf(answer, 'content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(answer.body).toContain(SCRIPT);
    });
  });
});
