// @vitest-environment node
// A page's first answer carries its first screen's answers and its route's chunks: run against the seeded demo
// database through the server as `npm start` builds it, with a build of the front end reduced to its manifest.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../contracts/firstScreen/firstAnswers';
import { rosterPeople } from '../../data/roster';
import { buildServer } from '../app';
import { seedDatabase } from '../seed';
import { tempDir, type TempDir } from '../testing';

const INDEX = '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>';

// The parts of a build manifest the page's answer reads: the entry, and the locus config and schema with the chunks
// they import (one of them the entry's own, which the entry already loads).
const MANIFEST = {
  'index.html': { file: 'assets/index-entry.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'sections/locus.ts': { file: 'assets/locus-config.js', imports: ['_parts.js', 'index.html'] },
  'schemas/locus.ts': { file: 'assets/locus-schema.js', imports: ['_parts.js', '_runtime.js'] },
  '_parts.js': { file: 'assets/parts.js' },
  'sections/person.ts': { file: 'assets/person-config.js' },
  'schemas/person.ts': { file: 'assets/person-schema.js' },
};

let temp: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  temp = tempDir();
  const dist = temp.file('dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), frontEndDir: dist });
  await seedDatabase(app.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  temp?.remove();
});

const open = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The answers written into the page, as its client reads them. */
function answersIn(html: string): Record<string, { status: number; body: string }> {
  const block = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  expect(block, 'the page has its data block').not.toBeNull();
  return JSON.parse(block?.[1] ?? '') as Record<string, { status: number; body: string }>;
}

describe("a page's first answer", () => {
  it('carries the lookup of a record page addressed by name and the record it names', async () => {
    const html = (await open('/locus?name=at1g01010')).body;
    const answers = answersIn(html);
    // The name is upper-cased as the locus page looks it up.
    const lookup = answers['/api/detail/locus/name?name=AT1G01010'];
    expect(lookup?.status).toBe(200);
    const key = String((JSON.parse(lookup?.body ?? '') as { data: number }).data);
    const record = answers[`/api/detail/locus?key=${key}`];
    expect(record?.status).toBe(200);
    expect(record?.body).toBe((await app.inject({ method: 'GET', url: `/api/detail/locus?key=${key}` })).body);
  });

  it("names the route's chunks to fetch at once, less the entry's", async () => {
    const html = (await open('/locus?key=2200935')).body;
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloaded).toEqual(['/assets/locus-config.js', '/assets/locus-schema.js', '/assets/parts.js']);
  });

  it('never writes a personal answer into the page: the browser is told to ask for it at once instead', async () => {
    const key = rosterPeople.RESEARCHER.key;
    const html = (await open(`/person?key=${key}`)).body;
    expect(Object.keys(answersIn(html))).toEqual([]);
    for (const address of ['/api/auth/profile', '/api/subscription/status', `/api/detail/person?key=${key}`]) {
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${address}">`);
    }
  });

  it('keeps hostile text in an address inside the data block', async () => {
    const html = (await open(`/locus?name=${encodeURIComponent('</script><script>alert(1)</script>')}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
    const answers = answersIn(html);
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200]);
    expect(JSON.parse(Object.values(answers)[0]?.body ?? '')).toEqual({ data: null });
  });

  it('carries nothing for a page that is not a record, beyond the calls every page makes', async () => {
    const html = (await open('/search/genes')).body;
    expect(answersIn(html)).toEqual({});
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('href="/api/auth/profile"');
  });
});
