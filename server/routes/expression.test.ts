// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { recordStore } from '../db/records';
import { tempDir, type TempDir } from '../testing';

describe('the offline expression-picture stand-in', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    recordStore(app.db).insert({ type: 'locus', id: '2200950', name: 'AT1G01060', accession: null, body: '{"name":"AT1G01060"}' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers a picture for a known locus, labelled as a stand-in, different per data source', async () => {
    const flower = await get('/api/efp_image/efp_arabidopsis/Developmental_Map/Absolute/AT1G01060');
    expect(flower.statusCode).toBe(200);
    expect(flower.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(flower.body).toContain('AT1G01060');
    expect(flower.body).toContain('Offline stand-in picture, not measured expression');
    const root = await get('/api/efp_image/efp_arabidopsis/Root_Atlas/Absolute/at1g01060');
    expect(root.statusCode).toBe(200);
    expect(root.body).not.toEqual(flower.body);
  });

  it('reports missing data as JSON, the way the service does, for a locus it does not know', async () => {
    const response = await get('/api/efp_image/efp_arabidopsis/Developmental_Map/Absolute/AT5G99999');
    expect(response.json()).toEqual({ wasSuccessful: false, error: expect.stringContaining('No expression data') });
  });

  it('refuses a data source name that is not a plain word, without echoing markup', async () => {
    const response = await get(`/api/efp_image/efp_arabidopsis/${encodeURIComponent('<script>')}/Absolute/AT1G01060`);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
  });
});
