// @vitest-environment node
// The search calls with their searches in worker threads: a worker that stops during a search costs that request a
// 500 which says nothing of the cause (the cause goes to the server's log), and the next searches are answered.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { SearchWorkerPool } from '../search/pool/searchPool';
import { pooledSearchStore } from '../search/pool/searchStores';
import { STOP_TEXT } from '../search/pool/testing/stopText';
import { sqliteSearchStore } from '../search/sqlite/store';
import { seedTestLoci } from '../search/testLoci.testSupport';
import { tempDir, type TempDir } from '../testing';
import { searchRoutes } from './search';

const STOPPING_WORKER = new URL('../search/pool/testing/stoppingSearchWorker.ts', import.meta.url).href;

let temp: TempDir;
let db: Db;
let pool: SearchWorkerPool;
let app: FastifyInstance;
const logged: { level: number; msg?: string; err?: { message?: string } }[] = [];

beforeAll(async () => {
  temp = tempDir('portal-search-workers-');
  db = openDatabase(temp.file('portal.sqlite'));
  seedTestLoci(db);
  pool = new SearchWorkerPool({ databaseFile: db.name, workers: 1, entry: STOPPING_WORKER });
  app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
  await app.register(searchRoutes, { store: pooledSearchStore(pool, sqliteSearchStore(db)) });
  await app.ready();
}, 30_000);

afterAll(async () => {
  await app?.close();
  await pool?.close();
  db?.close();
  temp?.remove();
});

const searchGenes = (text: string) =>
  app.inject({ method: 'POST', url: '/api/search/gene', payload: { searchBy: 'name', searchType: 'contains', detailSearchText: text } });

describe('a search worker that stops during a search', () => {
  it('answers that search 500 Internal server error, logs why, and answers the next searches', async () => {
    const before = await searchGenes('nac');
    expect(before.statusCode).toBe(200);
    expect(before.json().total).toBeGreaterThan(0);

    const failed = await searchGenes(STOP_TEXT);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: true, message: 'Internal server error.' });
    expect(failed.body).not.toMatch(/worker|stop|exit/i);
    expect(logged.some((line) => line.level >= 50 && /search worker stopped.*told to stop/.test(line.err?.message ?? ''))).toBe(true);

    const after = await searchGenes('nac');
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
    const general = await app.inject({ method: 'POST', url: '/api/search/general', payload: { category: 'genes', searchText: 'AT1G01010' } });
    expect(general.statusCode).toBe(200);
    expect(general.json().total).toBeGreaterThan(0);
  }, 30_000);
});
