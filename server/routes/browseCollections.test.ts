// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { geneFamilyCatalog } from '../browse/geneFamilies';
import { sqliteRecordReader } from '../db/sqlite/recordReader';
import { microarrayExperimentPages } from '../browse/microarrayExperiments';
import { sqliteElementsNaming } from '../browse/sqlite/elementsNaming';
import { recordStore } from '../db/records';
import { seedRecords } from '../seed';
import { staticListsDirectory } from '../sideData/config';
import { tempDir, type TempDir } from '../testing';

// The browse collections against a real server over the seeded demo dataset, no request mocking.
describe('browse collections: gene families and microarray experiments', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    seedRecords(app.db);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('GET /api/browse/gene-families', () => {
    it('answers the historical list: about 150 families with count text and a person or organization submitter', async () => {
      const response = await get('/api/browse/gene-families');
      expect(response.statusCode).toBe(200);
      const families = response.json<{ key: string; name: string; countText: string | null; submitter: { type: string } }[]>();
      expect(families.length).toBeGreaterThanOrEqual(140);
      expect(families).toContainEqual({
        key: '3100001',
        name: 'NAC transcription factor family',
        countText: '105 genes',
        submitter: { type: 'person', communityId: 1345791, name: 'Tanya Berardini' },
      });
      expect(new Set(families.map((family) => family.submitter.type))).toEqual(new Set(['person', 'organization']));
    });
  });

  describe('GET /api/browse/gene-family?key=', () => {
    it('gives a family with a record its description and member loci', async () => {
      const response = await get('/api/browse/gene-family?key=3100002');
      expect(response.statusCode).toBe(200);
      const family = response.json<{ name: string; hasRecord: boolean; members: { name: string; locusId: string; symbol: string }[] }>();
      expect(family).toMatchObject({ name: 'MYB-related transcription factor family', hasRecord: true });
      expect(family.members.map((member) => [member.name, member.locusId, member.symbol])).toEqual([
        ['AT1G01060', '2200950', 'LHY'],
        ['AT2G46830', '2063560', 'CCA1'],
      ]);
    });

    it('lists the generated F-box loci as the F-box family, each a locus the detail call knows', async () => {
      const family = (await get('/api/browse/gene-family?key=3100008')).json<{ members: { locusId: string }[] }>();
      expect(family.members.length).toBeGreaterThan(250);
      const sample = family.members[17]!;
      expect((await get(`/api/detail/locus?key=${sample.locusId}`)).statusCode).toBe(200);
    });

    it('answers a listed family without a record with its list data and no members', async () => {
      const families = (await get('/api/browse/gene-families')).json<{ key: string; name: string }[]>();
      const wrky = families.find((family) => family.name === 'WRKY transcription factor family')!;
      const response = await get(`/api/browse/gene-family?key=${wrky.key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'WRKY transcription factor family', countText: '74 genes in 3 groups', hasRecord: false, members: [], description: null });
    });

    it('refuses a missing key with 400 naming it, and answers an unknown key with 404', async () => {
      const missing = await get('/api/browse/gene-family');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'The key parameter is required.' });
      const unknown = await get('/api/browse/gene-family?key=999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ error: string }>().error).toContain('999');
      expect((await get("/api/browse/gene-family?key=1'%20OR%20'1'='1")).statusCode).toBe(404);
    });
  });

  describe('GET /api/browse/microarray-experiment?name=', () => {
    const experimentUrl = (name: string) => `/api/browse/microarray-experiment?name=${encodeURIComponent(name)}`;

    it('finds every name of the static list', async () => {
      const names = (await get('/api/static/microarray-experiments.json')).json<string[]>();
      expect(names.length).toBeGreaterThan(30);
      for (const name of names) {
        const response = await get(experimentUrl(name));
        expect(response.statusCode, name).toBe(200);
        expect(response.json<{ experiment: { name: string } }>().experiment.name).toBe(name);
      }
    });

    it('answers the salt series with its record, its slides and the elements measured on them', async () => {
      const response = await get(experimentUrl('AtGenExpress: Stress treatments (salt)'));
      const page = response.json<{
        key: string;
        experiment: { arrayDesign: { name: string }; submitter: { lastName: string } };
        slides: { name: string; elementCount: number }[];
        arrayElements: { key: string; name: string; locus: { name: string; locusId: string } | null; isControl: boolean; meanSignal: number }[];
      }>();
      expect(page.key).toBe('2900002');
      expect(page.experiment.arrayDesign.name).toBe('ATH1-121501');
      expect(page.slides.map((slide) => slide.name)).toEqual(['AtGenExpress: Stress treatments (salt) replicate 1', 'AtGenExpress: Stress treatments (salt) replicate 2']);
      expect(page.slides[0]!.elementCount).toBe(page.arrayElements.length);
      const nac001 = page.arrayElements.find((element) => element.name === '261585_at')!;
      expect(nac001).toMatchObject({ key: '261585_at', locus: { name: 'AT1G01010', locusId: '2200935' }, isControl: false });
      expect(nac001.meanSignal).toBeGreaterThan(300);
      expect(page.arrayElements.find((element) => element.name === 'AFFX-BioB-5_at')).toMatchObject({ isControl: true, locus: null });
      // The generated family elements measured in this series are there too.
      expect(page.arrayElements.length).toBeGreaterThan(20);
    });

    it('finds a name whatever its case, and gives an experiment without elements empty lists', async () => {
      const response = await get(experimentUrl('nitrate response of roots: time course after resupply'));
      expect(response.statusCode).toBe(200);
      const page = response.json<{ experiment: { name: string }; arrayElements: { name: string }[] }>();
      expect(page.experiment.name).toBe('Nitrate response of roots: time course after resupply');
      expect(page.arrayElements.map((element) => element.name)).toContain('CATMA1A00010');
    });

    it('refuses a missing name with 400 naming it, and answers an unknown name with 404', async () => {
      const missing = await get('/api/browse/microarray-experiment?name=%20');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'The name parameter is required.' });
      const unknown = await get(experimentUrl('No such experiment'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'No microarray experiment is named "No such experiment".' });
      expect((await get(experimentUrl("x' OR 1=1 --"))).statusCode).toBe(404);
    });
  });
  describe('answers made once', () => {
    // What each call answers when made afresh, from the same modules the route reads.
    async function freshAnswers(): Promise<[string, string][]> {
      const records = recordStore(app.db);
      const families = geneFamilyCatalog(staticListsDirectory(), sqliteRecordReader(records));
      const experiments = microarrayExperimentPages(sqliteRecordReader(records), sqliteElementsNaming(app.db));
      const salt = 'AtGenExpress: Stress treatments (salt)';
      return [
        ['/api/browse/gene-families', JSON.stringify(await families.families())],
        ['/api/browse/gene-family?key=3100008', JSON.stringify(await families.family('3100008'))],
        [`/api/browse/microarray-experiment?name=${encodeURIComponent(salt)}`, JSON.stringify(await experiments.byName(salt))],
      ];
    }

    it('are the bytes of a fresh answer, uncompressed, in brotli and in gzip, the same on every request', async () => {
      for (const [url, expected] of await freshAnswers()) {
        for (const [acceptEncoding, encoding] of [['identity', undefined], ['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']] as const) {
          const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
          const second = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
          for (const response of [first, second]) {
            expect(response.statusCode, url).toBe(200);
            expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
            expect(response.headers['content-encoding']).toBe(encoding);
            const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
            expect(body.toString('utf8'), url).toBe(expected);
          }
          expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        }
      }
    });

  });
});
