// npx tsx scripts/benchTools/patmatchPage.ts — not a test: how long the request thread is held while the server
// answers the longest PatMatch results page (250,000 hits of 900 residues over the demo genome, ~260 MB of HTML),
// and how long a GET /api/subscription/status asked every 5 ms meanwhile waits. The server runs in its own process
// (scripts/benchApi/serve.ts) and reports how late its event loop ran (monitorEventLoopDelay, 10 ms resolution
// included). BENCH_RUNS (default 3) heavy posts for each encoding, uncompressed and brotli; prints the figures.
import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/seed.ts';
import { startBenchServer, type BenchServer } from '../benchApi/serverProcess.ts';
import { percentile } from './measure.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = path.join(root, '.data/bench-patmatch-page');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const HEAVY = { current_db: 'genome', seq_class: 'nucleotide', pat: 'N{900}', strand: 'both strands', mismatch: '0', maxhits: '250000', min_seq_hits: '1', max_seq_hits: '99999' };
const WARM = { ...HEAVY, pat: 'GATCAAGTTGAC', maxhits: '25', max_seq_hits: '100' };

mkdirSync(dataDir, { recursive: true });
const databaseFile = path.join(dataDir, 'portal.sqlite');
const db = openDatabase(databaseFile);
await seedDatabase(db, { demoAccounts: false });
db.close();

async function post(server: BenchServer, fields: Record<string, string>, encoding: string): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  const posted = await fetch(`${server.base}/tools-service/patmatch`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await posted.text();
  // The search's address answers its progress page (202) until the results page is kept; asked every 10 ms.
  const job = `${server.base}${posted.headers.get('location')}`;
  let response = await fetch(job, { headers: { 'accept-encoding': encoding } });
  while (response.status === 202) {
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    response = await fetch(job, { headers: { 'accept-encoding': encoding } });
  }
  // Counted as it arrives (as sent, compressed or not), never held whole.
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  return { status: response.status, bytes, ms: performance.now() - started };
}

interface Run {
  encoding: string;
  status: number;
  megabytes: number;
  ms: number;
  statusAsked: number;
  statusP99: number;
  statusMax: number;
  loopMax: number;
  rssMax: number;
}

async function heavyRun(server: BenchServer, encoding: string): Promise<Run> {
  await server.usage();
  let done = false;
  const latencies: number[] = [];
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${server.base}/api/subscription/status`)).text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  let loopMax = 0;
  let rssMax = 0;
  const sample = async () => {
    const usage = await server.usage();
    loopMax = Math.max(loopMax, usage.eventLoopDelay.maxMs);
    rssMax = Math.max(rssMax, usage.rss);
  };
  // The server's memory every 250 ms (one question at a time: a server that cannot answer is not asked again).
  const sampler = (async () => {
    while (!done) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const answer = await post(server, HEAVY, encoding);
  done = true;
  await Promise.all([poll, sampler]);
  await sample();
  return {
    encoding,
    status: answer.status,
    megabytes: answer.bytes / 1e6,
    ms: answer.ms,
    statusAsked: latencies.length,
    statusP99: percentile(latencies, 99),
    statusMax: Math.max(...latencies),
    loopMax,
    rssMax: rssMax / 1e6,
  };
}

const server = await startBenchServer(databaseFile, { SEARCH_WORKERS: '0' });
try {
  // Both workers read the genome (the first search's worker, and the other for the next searches).
  for (let warm = 0; warm < 3; warm += 1) {
    const answer = await post(server, WARM, 'identity');
    if (answer.status !== 200) throw new Error(`The warm-up search answered ${answer.status}.`);
  }
  const results: Run[] = [];
  for (const encoding of ['identity', 'br']) for (let run = 0; run < runs; run += 1) results.push(await heavyRun(server, encoding));
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  console.log(`${availableParallelism()} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  console.log('| answer | status | bytes sent | request → last byte | status asked | status p99 | status max | event loop max | server RSS max |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const run of results) {
    console.log(`| ${run.encoding} | ${run.status} | ${run.megabytes.toFixed(1)} MB | ${ms(run.ms)} | ${run.statusAsked} | ${ms(run.statusP99)} | ${ms(run.statusMax)} | ${ms(run.loopMax)} | ${Math.round(run.rssMax)} MB |`);
  }
} finally {
  await server.stop();
}
