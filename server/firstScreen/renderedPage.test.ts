// @vitest-environment node
// A record page's answer carries the page as the build's rendering made it (src/app/serverRender/renderFirstScreen.test.ts tests
// that rendering): here, how the server puts it into the page, whom it allows to style it and what it does when the
// rendering fails. Against the seeded demo database, with a build whose rendering is a small module that tells what
// it was given.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { serverRenderDir } from '../frontEnd';
import { seedDatabase } from '../seed';
import { tempDir, type TempDir } from '../testing';
import { LARGEST_RENDERED_RECORD, renderedPage, styleAttributeValues } from './renderedPage';

const INDEX = '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>';

// The rendering: the record's name in a heading with a style attribute; what it does is set by the test.
const RENDERER = `
export async function renderFirstScreen(address, answers) {
  globalThis.renderCalls = (globalThis.renderCalls ?? 0) + 1;
  const record = Object.entries(answers).find(([call]) => call.startsWith('/api/detail/locus?key='));
  if (!record) return null;
  if (globalThis.renderMode === 'throw') throw new Error('the rendering failed');
  const css = globalThis.renderMode === 'closing' ? '.css-abc{}</style><script>alert(1)</script>' : '.css-abc{color:red}';
  const { name } = JSON.parse(record[1].body);
  return { html: '<h1 style="color:rgb(1, 2, 3)">' + name + '</h1><p style="content:&quot;a&amp;b&quot;">' + address + '</p>', styleKey: 'css', styleIds: ['abc', 'def'], css };
}`;

const state = globalThis as { renderMode?: string; renderCalls?: number };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const styleSources = (policy: string) => /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

let temp: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  temp = tempDir();
  const dist = temp.file('dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(serverRenderDir(dist));
  writeFileSync(path.join(serverRenderDir(dist), 'renderFirstScreen.js'), RENDERER);
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), frontEndDir: dist });
  await seedDatabase(app.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  temp?.remove();
});
afterEach(() => {
  delete state.renderMode;
});

const open = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('a record page rendered on the server', () => {
  it('comes in #root, its styles in one element with the nonce its policy allows, its style attributes by hash', async () => {
    const response = await open('/locus?name=AT1G01010');
    expect(response.body).toContain('<div id="root" data-server-rendered><h1 style="color:rgb(1, 2, 3)">AT1G01010</h1>');
    const style = /<style nonce="([^"]+)" data-emotion="css abc def">\.css-abc\{color:red\}<\/style><\/head>/.exec(response.body);
    expect(style, 'the styles, at the end of the head').not.toBeNull();
    const sources = styleSources(String(response.headers['content-security-policy']));
    expect(sources).toContain(`'nonce-${style?.[1] ?? ''}'`);
    // The values as the browser reads them: entities decoded.
    expect(sources).toEqual(expect.arrayContaining(["'unsafe-hashes'", sha256('color:rgb(1, 2, 3)'), sha256('content:"a&b"')]));
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
  });

  it.each([
    ['fails', 'throw'],
    ['holds styles that would close their element', 'closing'],
  ])('is left to the browser when the rendering %s, and the page still opens', async (_, mode) => {
    state.renderMode = mode;
    const response = await open('/locus?name=AT1G01010');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('data-emotion');
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-hashes');
  });

  it('is not asked for pages other than records', async () => {
    const calls = state.renderCalls ?? 0;
    const response = await open('/about/overview');
    expect(response.body).toContain('<div id="root"></div>');
    expect(state.renderCalls ?? 0).toBe(calls);
  });

  it('is not asked for a record larger than the server renders', async () => {
    const calls = state.renderCalls ?? 0;
    const request = { url: '/locus?key=1', log: app.log } as unknown as FastifyRequest;
    const large = { '/api/detail/locus?key=1': { status: 200, body: `{"name":"${'x'.repeat(LARGEST_RENDERED_RECORD)}"}` } };
    expect(await renderedPage(request, serverRenderDir(temp.file('dist')), large)).toBeNull();
    expect(state.renderCalls ?? 0).toBe(calls);
  });
});

describe('the style attributes of rendered HTML', () => {
  it('are read as the browser reads them, and never from text (React writes a quote in text as an entity)', () => {
    const html = '<p style="color:red">style=&quot;color:blue&quot;</p><span data-style="ignored"></span><b style="a&amp;b&#x27;">';
    expect([...styleAttributeValues(html)]).toEqual(['color:red', "a&b'"]);
  });
});
