// @vitest-environment node
// GET /api/tools/datasets over the seeded demo dataset: every dataset with the number of sequences BLAST searches in it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { seedRecords } from '../seed';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import { sourceEntries } from '../sequences/service';
import { allOf, tempDir, type TempDir } from '../testing';
import { TOOL_DATASETS } from '../../contracts/sequences/sources';

let temp: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  temp = tempDir();
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), searchWorkers: 0 });
  seedRecords(app.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  temp?.remove();
});

describe('GET /api/tools/datasets', () => {
  it('lists every dataset in the forms’ order with how many sequences it holds', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tools/datasets' });
    expect(response.statusCode).toBe(200);
    const { datasets } = response.json() as { datasets: { id: string; label: string; molecule: string; sequences: number }[] };
    expect(datasets.map((dataset) => dataset.id)).toEqual(TOOL_DATASETS.map((dataset) => dataset.id));
    const transcripts = (await allOf(sourceEntries(sqliteGeneActionStore(app.db), 'araport11_transcript'))).length;
    expect(transcripts).toBeGreaterThan(100);
    expect(datasets.find((dataset) => dataset.id === 'araport11_transcript')).toEqual({ id: 'araport11_transcript', label: 'Araport11 transcripts', molecule: 'nucleotide', sequences: transcripts });
    expect(datasets.find((dataset) => dataset.id === 'genome')?.sequences).toBe(7);
  });
});
