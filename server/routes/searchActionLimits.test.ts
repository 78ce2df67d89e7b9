// @vitest-environment node
// What bounds the work one client can ask of the gene actions and the sequence call: an id repeated is read once, a
// list holds at most 10,000 ids, each client address has GENE_ACTION_RATE_LIMIT requests a minute for the six calls
// together, and at most three of them running or waiting at once. Real SQLite seeded with the demo dataset, and a
// real server with a gene-action worker for the last.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import type { GeneActionStore } from '../search/actions/store';
import { inThreadGeneActionRunner } from '../search/pool/geneActionRunners';
import { seedRecords } from '../seed';
import { MAX_GENE_LIST } from '../../contracts/search/payload';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';
import { GENE_ACTIONS_AT_ONCE, searchActionRoutes, TOO_MANY_GENE_ACTIONS } from './searchActions';

let temp: TempDir;
let db: Db;

beforeAll(() => {
  temp = tempDir('portal-gene-action-limits-');
  db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
}, 60_000);

afterAll(() => {
  db?.close();
  temp?.remove();
});

describe('an id sent many times', () => {
  let app: FastifyInstance;
  /** Every id the routes asked the store to look up, in order. */
  const looked: string[] = [];
  beforeAll(async () => {
    const store = sqliteGeneActionStore(db);
    const watched: GeneActionStore = {
      ...store,
      loci: (ids, fields) => {
        looked.push(...ids);
        return store.loci(ids, fields);
      },
    };
    app = Fastify();
    await app.register(searchActionRoutes, { runner: inThreadGeneActionRunner(watched), perMinute: 1000 });
    await app.ready();
  });
  afterEach(() => {
    looked.length = 0;
  });
  afterAll(async () => {
    await app?.close();
  });

  const copies = (id: string, count: number) => Array.from({ length: count }, (_, index) => (index % 2 === 0 ? id : ` ${id.toLowerCase()} `));

  it.each([
    ['gene/descriptions', {}],
    ['gene/locus_history', {}],
    ['gene/microarray', {}],
    ['annotation', { keyword_types: ['comp', 'func', 'proc'] }],
  ])('is looked up once by search/%s, and its locus is answered once', async (url, rest) => {
    const once = await app.inject({ method: 'POST', url: `/api/search/${url}`, payload: { ...rest, locusIds: ['AT1G01010'] } });
    expect(once.statusCode).toBe(200);
    looked.length = 0;

    const repeated = await app.inject({ method: 'POST', url: `/api/search/${url}`, payload: { ...rest, locusIds: copies('AT1G01010', 10_000) } });
    expect(repeated.statusCode).toBe(200);
    expect(looked).toEqual(['AT1G01010']);
    expect(repeated.json()).toEqual(once.json());
  });

  it('is looked up once by search/sequences, and its sequence is answered once', async () => {
    const payload = { locusIds: [...copies('AT1G01010', 5_000), ...copies('AT1G01020', 5_000)], dataset: 'araport11_genomic_locus' };
    const repeated = await app.inject({ method: 'POST', url: '/api/search/sequences', payload });
    expect(repeated.statusCode).toBe(200);
    expect(looked).toEqual(['AT1G01010', 'AT1G01020']);
    expect(repeated.body.match(/^>\S+/gm)).toEqual(['>AT1G01010', '>AT1G01020']);
  });
});

describe('a list longer than 10,000 ids', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(searchActionRoutes, { runner: inThreadGeneActionRunner(sqliteGeneActionStore(db)), perMinute: 1000 });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const ids = (count: number) => Array.from({ length: count }, (_, index) => `AT9G${String(index).padStart(5, '0')}`);

  it.each([
    ['gene/descriptions', 'locusIds', {}],
    ['gene/locus_history', 'locusIds', {}],
    ['gene/microarray', 'locusIds', {}],
    ['annotation', 'locusIds', { keyword_types: ['comp'] }],
    ['sequences', 'locusIds', { dataset: 'araport11_transcript' }],
    ['sequences', 'geneIds', { dataset: 'araport11_transcript', format: 'query_match' }],
  ])('is refused by search/%s with a 400 naming %s and the limit, and 10,000 are taken', async (url, field, rest) => {
    const refused = await app.inject({ method: 'POST', url: `/api/search/${url}`, payload: { ...rest, [field]: ids(10_001) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: true, field, message: `${field} must hold at most 10000 ids.` });
    const taken = await app.inject({ method: 'POST', url: `/api/search/${url}`, payload: { ...rest, [field]: ids(10_000) } });
    expect(taken.statusCode).toBe(200);
  });
});

describe('GENE_ACTION_RATE_LIMIT', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildServer({ databaseFile: temp.file('limited.sqlite'), searchWorkers: 0, config: readServerConfig({ GENE_ACTION_RATE_LIMIT: '4' }) });
    seedRecords(app.db);
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  // Two loopback addresses: both in the default subscribed range, so that only the limit tells them apart.
  const from = (remoteAddress: string, url: string, payload: object) => app.inject({ method: 'POST', url: `/api/search/${url}`, payload, remoteAddress });

  it('answers 429 with a message once a client has sent that many requests to any of the six calls, and still answers another client', async () => {
    const sent = [
      await from('127.0.0.2', 'gene/descriptions', { locusIds: ['AT1G01010'] }),
      await from('127.0.0.2', 'gene/locus_history', { locusIds: ['AT1G01010'] }),
      await from('127.0.0.2', 'annotation', { keyword_types: ['comp'], locusIds: ['AT1G01010'] }),
      await from('127.0.0.2', 'sequences', { locusIds: ['AT1G01010'], dataset: 'araport11_transcript' }),
    ];
    expect(sent.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    for (const [url, payload] of [
      ['gene/microarray', { locusIds: ['AT1G01010'] }],
      ['free/annotation', { keywordId: '5634' }],
      ['sequences', { locusIds: ['AT1G01010'], dataset: 'araport11_transcript' }],
    ] as const) {
      const refused = await from('127.0.0.2', url, payload);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: true, message: TOO_MANY_GENE_ACTIONS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(TOO_MANY_GENE_ACTIONS).toBe('Too many gene action and sequence requests from this address. Please wait a minute and try again.');

    const other = await from('127.0.0.3', 'gene/descriptions', { locusIds: ['AT1G01010'] });
    expect(other.statusCode).toBe(200);
    expect(other.json().docs[0]).toMatchObject({ locus: 'AT1G01010' });
    // The rest of the server is not limited for the first client.
    const status = await app.inject({ method: 'GET', url: '/api/subscription/status', remoteAddress: '127.0.0.2' });
    expect(status.statusCode).toBe(200);
  });
});

describe('a client with three gene actions running or waiting', () => {
  let app: FastifyInstance;
  let origin: string;
  /** Resolves once the server has read that many sequence requests and is about to work on them. */
  let reached: (count: number) => Promise<void>;
  beforeAll(async () => {
    app = buildServer({ databaseFile: temp.file('shared.sqlite'), searchWorkers: 2, config: readServerConfig({ GENE_ACTION_RATE_LIMIT: '1000' }) });
    seedRecords(app.db);
    let started = 0;
    const waiting: { count: number; resolve: () => void }[] = [];
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.url !== '/api/search/sequences') return;
      started += 1;
      for (const wait of waiting.filter((entry) => entry.count <= started)) wait.resolve();
    });
    reached = (count) => new Promise((resolve) => (started >= count ? resolve() : waiting.push({ count, resolve })));
    origin = await listenOnLoopback(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  /** Every locus's transcripts, and made-up ids up to the limit: seconds of work for the one gene-action worker. */
  const heavyBody = () => {
    const loci = app.db.prepare<[], { name: string }>("SELECT name FROM records WHERE type = 'locus' AND name IS NOT NULL").all().map((row) => row.name);
    const unknown = Array.from({ length: MAX_GENE_LIST - loci.length }, (_, index) => `AT9G${String(index).padStart(5, '0')}`);
    return JSON.stringify({ locusIds: [...loci, ...unknown], dataset: 'araport11_transcript', format: 'all_models' });
  };
  const sequences = (body: string) => fetch(`${origin}/api/search/sequences`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('has a fourth refused with 429 naming the limit while another address is answered, and is answered again once they are done', async () => {
    expect(GENE_ACTIONS_AT_ONCE).toBe(3);
    const body = heavyBody();
    const held = [sequences(body), sequences(body), sequences(body)];
    await reached(3);
    const fourth = await sequences(JSON.stringify({ locusIds: ['AT1G01010'], dataset: 'araport11_transcript' }));
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ error: true, message: 'This address already has 3 searches running or waiting, the most one address may have at once.' });
    // Another address meanwhile gets its place in the queue.
    const other = await app.inject({ method: 'POST', url: '/api/search/sequences', payload: { locusIds: ['AT1G01010'], dataset: 'araport11_transcript' }, remoteAddress: '127.0.0.9' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toMatch(/^>AT1G01010\.1 \|/);

    const answers = await Promise.all(held);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    const again = await sequences(JSON.stringify({ locusIds: ['AT1G01010'], dataset: 'araport11_transcript' }));
    expect(again.status).toBe(200);
    expect(await again.text()).toMatch(/^>AT1G01010\.1 \|/);
  }, 60_000);
});
