// npm run bench:browse — not a test: (1) each browse page's call as the page sends it, under load, asked
// uncompressed and as a browser asks (compressed): the searches (POST search/transposonfamily, search/genesymbol,
// search/publication) against a server on the full-scale dataset (SCALE_DB, default .data/scale.sqlite, built first
// when missing), the gene family and microarray experiment calls (GET browse/gene-families, browse/gene-family?key=,
// browse/microarray-experiment?name=) against a server on a freshly seeded demo database, the only dataset with
// their records; p95 target < 50 ms; (2) the gene symbols table of 500 rows sorted by a header click in headless
// Chromium (a production build of scripts/benchBrowse/harness into a directory under the system temp dir), target
// < 16 ms. Writes the figures into docs/perf.md '## Browse'.
// Loopback only. BENCH_BROWSE_SECONDS per call (default 5), BENCH_RUNS sorts per column (default 7).
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { openDatabase } from '../server/db/database';
import { seedRecords } from '../server/seed';
import { ensureSearchIndex } from '../server/search/buildIndex';
import { LOOPBACK_ONLY_ARGS } from './bench/locusPage.ts';
import { startBenchServer } from './benchApi/serverProcess';
import { BROWSER_ACCEPT_ENCODING, collectionCalls, loadBrowseCalls, searchCalls, type BrowseCallResult } from './benchBrowse/apiLoad';
import { withBrowseSection } from './benchBrowse/perfSection';
import { installObservers, median, timeSorts, type ClickTiming } from './benchResults/measure.ts';
import { generateScaleDataset, hasScaleDataset } from './dataScale/generate';
import { scaleDatabaseFile } from './dataScale/location';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Math.min(60, Math.max(1, Number(process.env.BENCH_BROWSE_SECONDS ?? 5) || 5));
const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_BROWSE_PORT ?? 4197);
const CONNECTIONS = 10;
const API_TARGET_MS = 50;
const SORT_TARGET_MS = 16;
const verdict = (met: boolean) => (met ? 'met' : '**not met**');
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measureSearchCalls(): Promise<BrowseCallResult[]> {
  const file = scaleDatabaseFile();
  if (!hasScaleDataset(file)) {
    console.log(`No full-scale dataset in ${file}: generating it (as npm run data:scale does)…`);
    generateScaleDataset({ file, onProgress: (message) => console.log(`  ${message}`) });
  }
  const db = openDatabase(file);
  try {
    ensureSearchIndex(db, (message) => console.log(`  ${message}`));
  } finally {
    db.close();
  }
  const server = await startBenchServer(file);
  try {
    return await loadBrowseCalls(server, searchCalls, 'full-scale', CONNECTIONS, seconds);
  } finally {
    await server.stop();
  }
}

/** The gene family and microarray experiment calls, on a demo database seeded as a first npm start seeds it. */
async function measureCollectionCalls(): Promise<BrowseCallResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-browse-demo-'));
  try {
    const file = path.join(dir, 'portal.sqlite');
    const db = openDatabase(file);
    try {
      seedRecords(db);
    } finally {
      db.close();
    }
    const server = await startBenchServer(file);
    try {
      return await loadBrowseCalls(server, await collectionCalls(server.base), 'demo', CONNECTIONS, seconds);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function measureSorts(): Promise<{ symbol: ClickTiming[]; fullName: ClickTiming[] }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-browse-'));
  try {
    await build({ root: path.join(root, 'scripts/benchBrowse/harness'), configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
    const server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const file = path.join(outDir, pathname === '/' ? 'index.html' : path.normalize(pathname));
      if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), ...LOOPBACK_ONLY_ARGS] });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await installObservers(page);
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForSelector('tbody tr[aria-rowindex]');
      const symbol = await timeSorts(page, 'ours', 'symbol', 'Symbol', runs);
      const fullName = await timeSorts(page, 'ours', 'full_name', 'Symbol Full name', runs);
      return { symbol, fullName };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
const calls = only === 'sort' ? [] : [...(await measureSearchCalls()), ...(await measureCollectionCalls())];
const sorts = only === 'api' ? undefined : await measureSorts();

const work = (timings: ClickTiming[]) => median(timings.map((timing) => timing.work));
const paint = (timings: ClickTiming[]) => median(timings.map((timing) => timing.paint));
const cpu = (timings: ClickTiming[]) => median(timings.map((timing) => timing.cpu));
const lines = [
  '## Browse',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:browse\` on ${availableParallelism()} cores (load ${loadavg()[0]!.toFixed(1)}).`,
];
if (calls.length > 0) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  lines.push(
    '',
    `Each browse page's call as the page sends it, ${CONNECTIONS} connections for ${seconds} s each, asked uncompressed (identity) and as Chromium asks (\`${BROWSER_ACCEPT_ENCODING}\`, the server then answers brotli). The searches run against the reference server on the full-scale dataset (${path.basename(scaleDatabaseFile())}); the gene family and microarray experiment calls read records only the demo dataset has, so they run against a server on a freshly seeded demo database, for its largest family and experiment. Bytes are those on the wire per answer, headers included; server CPU is the server process's CPU time per answer over the run (the load generator runs in another process). Each is asked by two load generators in turn: autocannon, and a lean one (\`scripts/benchApi/leanLoad.ts\`) that reads only each answer's status and headers and counts its body's bytes, so that with answers of 100 KB and more the figures are the server's rather than the generator's: on ${availableParallelism()} cores shared with the server, autocannon's HTTP parser in JavaScript receiving every byte sets the pace.`,
    '',
    '| page | call | dataset | rows | asked | load generator | bytes | server CPU | req/s | p50 | p95 | p99 | errors | target p95 < 50 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...calls.map(({ call, dataset, acceptEncoding, generator, result, rows, serverCpuMs }) =>
      `| ${call.page} | ${call.method} ${call.path} | ${dataset} | ${rows} | ${acceptEncoding === 'identity' ? 'identity' : 'browser'} | ${generator} | ${kb(result.meanResponseBytes)} | ${serverCpuMs.toFixed(2)} ms | ${result.requestsPerSecond.toFixed(0)} | ${ms(result.latency.p50)} | ${ms(result.latency.p95)} | ${ms(result.latency.p99)} | ${result.errors + result.non2xx} | ${verdict(result.latency.p95 < API_TARGET_MS && result.errors + result.non2xx === 0)} |`,
    ),
  );
}
if (sorts) {
  lines.push(
    '',
    `The gene symbols table, 500 rows on one page of 500, sorted by a header click in headless Chromium at 1440×900 (production build); median of ${runs} clicks alternating ascending and descending. Work is from the click until the new first row is in the document; in brackets, until the next painted frame. CPU is the page's main-thread CPU time from the click to that painted frame (script, style, layout, paint), which other processes on the machine inflate less than the two times.`,
    '',
    '| sort | work (paint) | CPU | every run (work) | target < 16 ms |',
    '|---|---|---|---|---|',
    ...(
      [
        ['Symbol', sorts.symbol],
        ['Symbol Full name', sorts.fullName],
      ] as const
    ).map(
      ([name, timings]) =>
        `| ${name} | ${ms(work(timings))} (${ms(paint(timings))}) | ${ms(cpu(timings))} | ${timings.map((one) => one.work.toFixed(1)).join(', ')} | ${verdict(work(timings) < SORT_TARGET_MS)} |`,
    ),
  );
}
const section = lines.join('\n');
console.log(`\n${section}\n`);
if (process.env.BENCH_BROWSE_WRITE !== '0') {
  const perf = path.join(root, 'docs/perf.md');
  writeFileSync(perf, withBrowseSection(readFileSync(perf, 'utf8'), section));
  console.log('Written to docs/perf.md.');
}
