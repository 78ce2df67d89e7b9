// @vitest-environment node
// A BLAST search with a report of megabytes: the page is made from it while the server goes on answering other
// requests. A real server on loopback over a seeded database file, BLAST+ really run, real HTTP.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import { seedRecords } from '../seed';
import { sourceEntries } from '../sequences/service';
import { allOf, blastToolStores, listenOnLoopback, tempDir, type TempDir } from '../testing';
import { reportPageWorker } from '../tools/blast/reportPages';
import { RunQueue } from '../workerThreads/runQueue';
import { blastToolRoutes } from './blastTool';

const BLAST_URL = '/tools-service/blast';
const PING_URL = '/ping';

let temp: TempDir;
let db: Db;
let server: FastifyInstance;
let origin: string;
/** What the server did, in order: 'ping answered', 'page sent' when it began to send a BLAST results page. */
const events: string[] = [];
/** Called when BLAST+ has printed its report and the page is to be made. */
let reportPrinted: () => void = () => {};

/** The real queue, telling the test when a search's program has ended. */
class WatchedQueue extends RunQueue {
  override async run<T>(task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const result = await super.run(task, signal);
    reportPrinted();
    return result;
  }
}

beforeAll(async () => {
  temp = tempDir('portal-blast-page-');
  db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
  server = Fastify({ forceCloseConnections: true });
  // Large reports made into pages in a worker thread, as app.ts composes the route.
  const reportPages = reportPageWorker({ store: { kind: 'sqlite', file: temp.file('portal.sqlite') } });
  server.addHook('onClose', () => reportPages.close());
  await server.register(blastToolRoutes, { ...blastToolStores(db), reportPages, dataDir: temp.dir, queue: new WatchedQueue(2, 8), timeoutMs: 600_000 });
  // Any other request: what the server must go on answering.
  server.get(PING_URL, async () => ({ ok: true }));
  server.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === PING_URL) events.push('ping answered');
    if (request.routeOptions.url === `${BLAST_URL}/:jobId` && reply.statusCode === 200) events.push('page sent');
  });
  origin = await listenOnLoopback(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  db?.close();
  temp?.remove();
});

/** 20 queries of 400 bases (the first of 8 transcripts), unfiltered, word size 7, E 1000, 1000 hits and alignments each. */
async function manyHitsSearch(): Promise<Record<string, string>> {
  const transcripts = (await allOf(sourceEntries(sqliteGeneActionStore(db), 'araport11_transcript')))
    .map((entry) => entry.sequence)
    .filter((sequence) => sequence.length >= 400)
    .slice(0, 8);
  const query = Array.from({ length: 20 }, (_, index) => `>query ${index + 1}\n${transcripts[index % transcripts.length]!.slice(0, 400)}`).join('\n');
  return { algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: query, QueryFilter: 'F', WordSize: '7', Expectation: '1000', MaxScores: '1000', MaxAlignments: '1000' };
}

describe('a BLAST results page of megabytes', () => {
  it('is made while GET /ping, sent once BLAST+ has printed the report, is answered', async () => {
    const printed = new Promise<void>((resolve) => {
      reportPrinted = resolve;
    });
    const posted = await fetch(`${origin}${BLAST_URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(await manyHitsSearch()).toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    await printed;
    const ping = await fetch(`${origin}${PING_URL}`);
    expect(ping.status).toBe(200);

    // The job's address answers the progress page (202) until the page has been made.
    let page = '';
    await vi.waitFor(
      async () => {
        const answer = await fetch(`${origin}${posted.headers.get('location')}`);
        expect(answer.status).toBe(200);
        page = await answer.text();
      },
      { timeout: 100_000, interval: 50 },
    );
    expect(page.length).toBeGreaterThan(2_000_000);
    expect(page).toContain('<h2>Query 20: query 20 (400 bases)</h2>');
    expect(page.endsWith('</main>\n</body>\n</html>\n')).toBe(true);

    expect(events).toEqual(['ping answered', 'page sent']);
  }, 120_000);
});
