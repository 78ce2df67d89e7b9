// @vitest-environment node
// The longest PatMatch results page, 250,000 hits (maxhits, 001 §3.5), is made for its job in steps: while the
// server makes it, it answers other requests, and the job keeps the whole page. A real server on loopback over a
// seeded database file, real worker threads, real HTTP.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { seedRecords } from '../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

const PATMATCH_URL = '/tools-service/patmatch';
const STATUS_URL = '/api/subscription/status';

let temp: TempDir;
let app: FastifyInstance;
let origin: string;
/** What the server did, in order: 'status answered' when it began to send the status answer, 'page sent' the results page. */
const events: string[] = [];

beforeAll(async () => {
  temp = tempDir('portal-patmatch-page-');
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), searchWorkers: 0 });
  seedRecords(app.db);
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === STATUS_URL) events.push('status answered');
    if (request.routeOptions.url === `${PATMATCH_URL}/:jobId` && reply.statusCode === 200) events.push('page sent');
  });
  origin = await listenOnLoopback(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  temp?.remove();
});

const search = async (fields: Record<string, string>) => {
  const posted = await fetch(`${origin}${PATMATCH_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ current_db: 'araport11_genomic_locus', seq_class: 'nucleotide', strand: 'both strands', mismatch: '0', min_seq_hits: '1', ...fields }).toString(),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  return String(posted.headers.get('location'));
};

/** The job's page once it has ended (asked again while it answers 202, the progress page). */
async function endedPage(location: string): Promise<string> {
  let page = '';
  await vi.waitFor(
    async () => {
      // Uncompressed, so that the page's own bytes fill the connection.
      const answer = await fetch(`${origin}${location}`, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status).toBe(200);
      page = await answer.text();
    },
    { timeout: 100_000, interval: 50 },
  );
  return page;
}

describe('the results page of 250,000 hits', () => {
  it('is made in steps while GET /api/subscription/status, sent once the search was posted, is answered, and kept whole', async () => {
    // The workers read the dataset first.
    await endedPage(await search({ pat: 'GATCAAG', maxhits: '25', max_seq_hits: '100' }));
    events.length = 0;

    // NNN: a hit every 3 bases of both strands of every locus, cut at the most the form allows.
    const heavy = await search({ pat: 'NNN', maxhits: '250000', max_seq_hits: '99999' });
    const status = await fetch(`${origin}${STATUS_URL}`);
    expect(status.status).toBe(200);
    await status.text();

    const page = await endedPage(heavy);
    expect(page).toContain('<strong>250,000 hits in ');
    expect(page).toContain('The list stops at 250,000 hits, the maximum chosen; the database may hold more.');
    expect(page.match(/<tr><td>/g)).toHaveLength(250_000);
    expect(page.endsWith('</html>\n')).toBe(true);
    expect(events[0]).toBe('status answered');
  }, 120_000);
});
