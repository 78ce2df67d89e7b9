// @vitest-environment node
// The longest PatMatch results page, 250,000 hits (maxhits, 001 §3.5), is sent in steps: while the server sends it,
// it answers other requests, and it stops making it when the client hangs up. A real server on loopback over a
// seeded database file, real worker threads, real HTTP.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { seedRecords } from '../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

const PATMATCH_URL = '/tools-service/patmatch';
const STATUS_URL = '/api/subscription/status';

let temp: TempDir;
let app: FastifyInstance;
let origin: string;
/**
 * What the server did, in order: 'status answered' when it began to send the status answer, 'page made' when the
 * whole results page had been made and handed on (a page made as one string was made before it began to send it),
 * then 'page closed'; 'page stopped' when the page was given up before its end.
 */
const events: string[] = [];

beforeAll(async () => {
  temp = tempDir('portal-patmatch-page-');
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), searchWorkers: 0 });
  seedRecords(app.db);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === STATUS_URL) events.push('status answered');
    if (request.routeOptions.url === PATMATCH_URL && reply.statusCode === 200) {
      if (payload instanceof Readable) {
        payload.once('end', () => events.push('page made'));
        payload.once('close', () => events.push(payload.readableEnded ? 'page closed' : 'page stopped'));
      } else events.push('page made');
    }
  });
  origin = await listenOnLoopback(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  temp?.remove();
});

const search = (fields: Record<string, string>, signal?: AbortSignal) =>
  fetch(`${origin}${PATMATCH_URL}`, {
    method: 'POST',
    signal,
    // Uncompressed, so that the page's own bytes fill the connection.
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'identity' },
    body: new URLSearchParams({ current_db: 'araport11_genomic_locus', seq_class: 'nucleotide', strand: 'both strands', mismatch: '0', min_seq_hits: '1', ...fields }).toString(),
  });

describe('the results page of 250,000 hits', () => {
  it('is still being sent when GET /api/subscription/status, sent once it began, has been answered', async () => {
    // The workers read the dataset first.
    const warm = await search({ pat: 'GATCAAG', maxhits: '25', max_seq_hits: '100' });
    expect(warm.status).toBe(200);
    await warm.text();
    events.length = 0;

    // NNN: a hit every 3 bases of both strands of every locus, cut at the most the form allows.
    const heavy = await search({ pat: 'NNN', maxhits: '250000', max_seq_hits: '99999' });
    expect(heavy.status).toBe(200);
    // The page has begun to arrive; nothing of it is read until the status request is answered.
    const status = await fetch(`${origin}${STATUS_URL}`);
    expect(status.status).toBe(200);
    await status.text();

    const page = await heavy.text();
    expect(page).toContain('<strong>250,000 hits in ');
    expect(page).toContain('The list stops at 250,000 hits, the maximum chosen; the database may hold more.');
    expect(page.match(/<tr><td>/g)).toHaveLength(250_000);
    expect(page.endsWith('</html>\n')).toBe(true);

    expect(events.slice(0, 2)).toEqual(['status answered', 'page made']);
  }, 120_000);

  it('is no longer made once its client hangs up halfway', async () => {
    events.length = 0;
    const hangUp = new AbortController();
    const heavy = await search({ pat: 'NNN', maxhits: '250000', max_seq_hits: '99999' }, hangUp.signal);
    expect(heavy.status).toBe(200);
    await heavy.body!.getReader().read();
    hangUp.abort();
    await expect.poll(() => events).toEqual(['page stopped']);
    // The server answers on.
    expect((await fetch(`${origin}${STATUS_URL}`)).status).toBe(200);
  }, 120_000);
});
