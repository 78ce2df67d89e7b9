// @vitest-environment node
// Path safety of the download area: whatever a client sends, nothing outside DOWNLOADS_DIR is listed or served.
// The root is a temp directory beside a "secret" folder, with symbolic links pointing out of the root and in.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import type { DownloadEntry } from '../downloads/listing';
import { tempDir, type TempDir } from '../testing';

const SECRET = 'SECRET-OUTSIDE-THE-DOWNLOAD-ROOT';
const PUBLIC = 'Published README of the demo root.';

// Query values as they travel on the wire (already percent-encoded where a client would encode them).
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
  ['many parent segments to /etc/passwd', '..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd'],
  ['backslashes', '..%5Coutside%5Csecret.txt'],
  ['backslashes after a folder', 'sub%5C..%5C..%5Coutside%5Csecret.txt'],
  ['a raw backslash', '..\\outside\\secret.txt'],
  ['an absolute path', '%2Fetc%2Fpasswd'],
  ['a raw absolute path', '/etc/passwd'],
  ['a drive path', 'C%3A%5CWindows%5Cwin.ini'],
  ['a NUL byte', 'public.txt%00.png'],
  ['a NUL byte before a parent path', '%00..%2Foutside%2Fsecret.txt'],
  ['a current-directory segment', '.%2Fpublic.txt'],
  ['a dot file', '.hidden.txt'],
  ['a link to a file outside', 'link-out.txt'],
  ['a link to a folder outside', 'dir-out'],
  ['a file through a link to a folder outside', 'dir-out%2Fsecret.txt'],
  ['a link to an absolute folder outside', 'abs-out%2Fpasswd'],
  ['a link inside a folder that points outside', 'sub%2Fescape.txt'],
];

describe('download path safety', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  const previousRoot = process.env.DOWNLOADS_DIR;

  beforeAll(async () => {
    temp = tempDir();
    mkdirSync(temp.file('outside'));
    writeFileSync(temp.file('outside/secret.txt'), SECRET);
    const root = temp.file('root');
    mkdirSync(`${root}/sub`, { recursive: true });
    writeFileSync(`${root}/public.txt`, PUBLIC);
    writeFileSync(`${root}/sub/inner.txt`, 'Inner file.');
    writeFileSync(`${root}/.hidden.txt`, SECRET);
    symlinkSync('../outside/secret.txt', `${root}/link-out.txt`);
    symlinkSync('../outside', `${root}/dir-out`);
    symlinkSync('/etc', `${root}/abs-out`);
    symlinkSync('../../outside/secret.txt', `${root}/sub/escape.txt`);
    symlinkSync('sub/inner.txt', `${root}/link-in.txt`);
    symlinkSync('missing-target.txt', `${root}/broken.txt`);
    process.env.DOWNLOADS_DIR = root;
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    await app.ready();
  });
  afterAll(async () => {
    if (previousRoot === undefined) delete process.env.DOWNLOADS_DIR;
    else process.env.DOWNLOADS_DIR = previousRoot;
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  describe.each([
    ['download', 'filePath'],
    ['list', 'dir'],
  ])('%s?%s=', (endpoint, parameter) => {
    it.each(HOSTILE_PATHS)('%s → 400, nothing outside served', async (_, value) => {
      const response = await get(`/api/download-files/${endpoint}?${parameter}=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.stringContaining(`${parameter} parameter`) });
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain('root:');
      expect(response.body).not.toContain('secret.txt"');
    });
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

  it('a broken link is missing (404)', async () => {
    expect((await get('/api/download-files/download?filePath=broken.txt')).statusCode).toBe(404);
  });

  it('listings leave out dot files, broken links and links that lead outside', async () => {
    const response = await get('/api/download-files/list');
    expect(response.statusCode).toBe(200);
    const entries = response.json<Record<string, DownloadEntry>>();
    expect(Object.keys(entries).sort()).toEqual(['link-in.txt', 'public.txt', 'sub']);
    expect(entries['link-in.txt']).toMatchObject({ type: 'file', size: 'Inner file.'.length, path: 'link-in.txt' });
    const sub = (await get('/api/download-files/list?dir=sub')).json<Record<string, DownloadEntry>>();
    expect(Object.keys(sub)).toEqual(['inner.txt']);
  });
});
