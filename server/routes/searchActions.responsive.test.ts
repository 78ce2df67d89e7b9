// @vitest-environment node
// The gene actions run in a search worker: while the server works on the heaviest request it accepts (the sequences
// of 10,000 loci), it answers other requests. A real server on loopback over a seeded database file, real HTTP.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { MAX_GENE_LIST } from '../../contracts/search/payload';
import { seedRecords } from '../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

const HEAVY_URL = '/api/search/sequences';
const STATUS_URL = '/api/subscription/status';

let temp: TempDir;
let app: FastifyInstance;
let origin: string;
/** Each answer's route, in the order the server finished working on them and began to send them. */
const answered: string[] = [];
/** Resolved when the server has read the heavy request's body and is about to work on it. */
let heavyStarted: () => void = () => {};

beforeAll(async () => {
  temp = tempDir('portal-gene-action-workers-');
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), searchWorkers: 2, config: readServerConfig({ GENE_ACTION_RATE_LIMIT: '1000' }) });
  seedRecords(app.db);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === HEAVY_URL) heavyStarted();
  });
  app.addHook('onSend', async (request) => {
    answered.push(request.routeOptions.url ?? request.url);
  });
  origin = await listenOnLoopback(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  temp?.remove();
});

/** Every locus of the dataset, then made-up AGI codes up to the limit: 10,000 distinct ids. */
function heaviestIds(): string[] {
  const loci = app.db.prepare<[], { name: string }>("SELECT name FROM records WHERE type = 'locus' AND name IS NOT NULL").all().map((row) => row.name);
  const unknown = Array.from({ length: MAX_GENE_LIST - loci.length }, (_, index) => `AT9G${String(index).padStart(5, '0')}`);
  return [...loci, ...unknown];
}

describe('a request for the sequences of 10,000 loci', () => {
  it('is still being worked on when GET /api/subscription/status, sent after it, has been answered', async () => {
    const ids = heaviestIds();
    expect(ids.length).toBe(MAX_GENE_LIST);
    const started = new Promise<void>((resolve) => {
      heavyStarted = resolve;
    });
    const heavy = fetch(`${origin}${HEAVY_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locusIds: ids, dataset: 'araport11_transcript', format: 'all_models' }),
    });
    await started;
    const status = await fetch(`${origin}${STATUS_URL}`);
    expect(status.status).toBe(200);
    const heavyAnswer = await heavy;
    expect(heavyAnswer.status).toBe(200);
    const fasta = await heavyAnswer.text();
    // The dataset's loci with transcripts: several hundred.
    expect(fasta).toContain('>AT1G01010.1 | Symbols: ');
    expect(fasta.match(/^>/gm)?.length).toBeGreaterThan(400);

    expect(answered).toEqual([STATUS_URL, HEAVY_URL]);
  }, 60_000);
});
