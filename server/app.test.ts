// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoDataset } from '../data';
import { rosterLoci } from '../data/roster';
import { responseSchemas } from '../data/schemas';
import { buildServer } from './app';
import { ACCESSION_LOOKUP_TYPES, DETAIL_TYPES, NAME_LOOKUP_TYPES } from './routes/detail';
import { seedDatabase } from './seed';
import { tempDir, type TempDir } from './testing';

const seeded = Object.entries(demoDataset).flatMap(([type, demos]) =>
  demos.map((demo) => ({ type, demo, key: String(demo.key), label: `${type} ${demo.key}${demo.name ? ` (${demo.name})` : ''}` })),
);

describe('detail API over a seeded database', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    expect(await seedDatabase(app.db)).toBe(seeded.length);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves a record of every record type of 002 §7', () => {
    expect(Object.keys(demoDataset).sort()).toEqual([...DETAIL_TYPES].sort());
  });

  describe('contract: every seeded record, fetched over HTTP, passes the front end’s zod schema', () => {
    it.each(seeded.map((entry) => [entry.label, entry] as const))('%s', async (_, { type, demo, key }) => {
      const response = await get(`/api/detail/${type}?key=${encodeURIComponent(key)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body: unknown = response.json();
      const schema = responseSchemas[type];
      expect(schema, `a response schema for ${type}`).toBeDefined();
      const result = z.safeParse(schema!, body);
      expect(result.success ? [] : result.error.issues).toEqual([]);
      // The record is served as the dataset holds it, nothing added or dropped, except an e-mail address its person
      // hides (000 §6), which only that person and curators receive.
      const { email, ...withoutEmail } = JSON.parse(JSON.stringify(demo.record)) as Record<string, unknown>;
      const hidesEmail = type === 'person' && email !== null && !['T', true].includes(withoutEmail.displayEmail as string);
      expect(body).toEqual(hidesEmail ? withoutEmail : { email, ...withoutEmail });
    });
  });

  describe('lookups answer { data: id } or { data: null }', () => {
    // Several records may share a name (alleles of different genes): a lookup answers the one with the lowest key.
    const firstByName = new Map<string, string>();
    for (const { type, demo, key } of [...seeded].sort((a, b) => (a.key < b.key ? -1 : 1))) {
      const slot = `${type} ${demo.name?.toUpperCase()}`;
      if (demo.name && !firstByName.has(slot)) firstByName.set(slot, key);
    }
    const byName = seeded.filter(({ type, demo, key }) => NAME_LOOKUP_TYPES.has(type) && firstByName.get(`${type} ${demo.name?.toUpperCase()}`) === key);
    const byAccession = seeded.filter(({ type, demo }) => ACCESSION_LOOKUP_TYPES.has(type) && demo.accession);

    it.each(byName.map((entry) => [entry.label, entry] as const))('%s by name, in any case', async (_, { type, demo, key }) => {
      const name = demo.name!;
      for (const variant of [name, name.toLowerCase(), ` ${name} `]) {
        const response = await get(`/api/detail/${type}/name?name=${encodeURIComponent(variant)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: key });
      }
    });

    it.each(byAccession.map((entry) => [entry.label, entry] as const))('%s by its accession and its bare key', async (_, { type, demo, key }) => {
      for (const accession of [demo.accession!, demo.accession!.toLowerCase(), key]) {
        const response = await get(`/api/detail/${type}/accession?accession=${encodeURIComponent(accession)}`);
        expect(response.json()).toEqual({ data: key });
      }
    });

    it('resolves a protocol’s own id to its key (002 §7: detail/protocol/id)', async () => {
      const protocols = seeded.filter(({ type }) => type === 'protocol');
      expect(protocols.length).toBeGreaterThan(0);
      for (const { demo, key } of protocols) {
        const protocolId = (demo.record as { protocolId: number }).protocolId;
        expect((await get(`/api/detail/protocol/id?id=${protocolId}`)).json()).toEqual({ data: key });
      }
      for (const id of ['999999', '', 'abc', "1 OR 1=1"]) {
        expect((await get(`/api/detail/protocol/id?id=${encodeURIComponent(id)}`)).json(), id).toEqual({ data: null });
      }
      expect((await get('/api/detail/locus/id?id=1')).statusCode).toBe(404);
    });

    it('answers null for an unknown, empty or missing name or accession', async () => {
      for (const url of [
        '/api/detail/locus/name?name=AT9G99999',
        '/api/detail/locus/name?name=',
        '/api/detail/locus/name',
        '/api/detail/gene/accession?accession=Gene:1',
        '/api/detail/gene/accession?accession=',
        '/api/detail/gene/accession',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual({ data: null });
      }
    });

    it('does not resolve a name of one type through another type', async () => {
      // AT1G01010 is a locus name; no gene has it.
      expect((await get('/api/detail/gene/name?name=AT1G01010')).json()).toEqual({ data: null });
    });

    it('answers 404 for lookups that 002 §7 does not offer for the type', async () => {
      const response = await get('/api/detail/protein/name?name=AT1G01010.1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe('not found', () => {
    it.each([
      ['an unknown key', '/api/detail/locus?key=123456789'],
      ['a missing key', '/api/detail/locus'],
      ['an empty key', '/api/detail/locus?key=%20'],
      ['a repeated key', '/api/detail/locus?key=2200935&key=2200935'],
      ['an unknown type', '/api/detail/spaceship?key=2200935'],
      ['a known type without records', '/api/detail/publication?key=2200935'],
      ['an unknown type’s lookup', '/api/detail/spaceship/name?name=AT1G01010'],
      ['an SQL-injection-looking key', `/api/detail/locus?key=${encodeURIComponent("1' OR '1'='1")}`],
      ['an SQL-injection-looking type', `/api/detail/${encodeURIComponent("locus' OR '1'='1")}?key=2200935`],
      ['an unknown route', '/api/nothing-here'],
    ])('%s → 404 { error }', async (_, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('an SQL-injection-looking name or accession resolves to nothing', async () => {
      const injection = encodeURIComponent("x' OR '1'='1");
      expect((await get(`/api/detail/locus/name?name=${injection}`)).json()).toEqual({ data: null });
      expect((await get(`/api/detail/locus/accession?accession=${injection}`)).json()).toEqual({ data: null });
    });
  });
});

describe('starting again', () => {
  it('reuses the database: no duplicate seeding, the records are still served', async () => {
    const temp = tempDir();
    try {
      const databaseFile = temp.file('portal.sqlite');
      const first = buildServer({ databaseFile });
      expect(await seedDatabase(first.db)).toBe(seeded.length);
      await first.close();

      const second = buildServer({ databaseFile });
      try {
        expect(await seedDatabase(second.db)).toBe(0);
        const { count } = second.db.prepare<[], { count: number }>('SELECT count(*) AS count FROM records').get()!;
        expect(count).toBe(seeded.length);
        const response = await second.inject({ method: 'GET', url: '/api/detail/locus/name?name=AT1G01060' });
        expect(response.json()).toEqual({ data: String(rosterLoci.LHY.key) });
      } finally {
        await second.close();
      }
    } finally {
      temp.remove();
    }
  });
});
