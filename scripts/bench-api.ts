// npm run bench:api — not a test: loads the reference server with the full-scale dataset and writes the figures to
// the API section of docs/perf.md. Builds the dataset first when SCALE_DB (default .data/scale.sqlite) holds none.
// Targets: p95 < 20 ms and no errors, for GET /api/detail/locus and /api/detail/publication at 10 and 100
// connections. Loopback only; every run is bounded (BENCH_API_SECONDS, default 10, at most 60). Then the search
// runs (scripts/benchApi/searchLoad.ts) into the Search API section, BENCH_SEARCH_SECONDS each (default 5).
// `npm run bench:api -- search` runs only the search runs, `-- detail` only the detail ones. Then the gene-action runs
// (scripts/benchApi/geneActionBench.ts) into the Gene actions under load section, BENCH_GENE_ACTION_SECONDS each
// (default 15); `-- gene-actions` runs only those.
// BENCH_SEARCH_ONLY=text runs only the search runs whose label holds the text, to compare one change quickly; such a
// partial run prints its figures and leaves docs/perf.md as it is. The server runs its searches in SEARCH_WORKERS
// worker threads (2 when unset), as `npm start` does.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import Database from 'better-sqlite3';
import { readDataset } from './benchApi/dataset';
import { runLoad } from './benchApi/measure';
import { runGeneActionBench } from './benchApi/geneActionBench';
import { geneActionConsoleLine, geneActionSectionMarkdown, meetsStatusTarget } from './benchApi/geneActionReport';
import { GENE_ACTION_SECTION, SEARCH_SECTION, withApiSection, withSection } from './benchApi/perfSection';
import { searchWorkloads } from './benchApi/searchLoad';
import { meetsTarget, searchConsoleLine, searchSectionMarkdown, type SearchRun } from './benchApi/searchReport';
import { ensureSearchIndex } from '../server/search/buildIndex';
import { searchWorkerCount } from '../server/search/pool/searchStores';
import { openDatabase } from '../server/db/database';
import { apiSectionMarkdown, consoleLine, meetsErrors, meetsLatency, type Machine, type MeasuredRun } from './benchApi/report';
import { startBenchServer } from './benchApi/serverProcess';
import { generateScaleDataset, hasScaleDataset } from './dataScale/generate';
import { scaleDatabaseFile } from './dataScale/location';
import { randomFrom } from './dataScale/random';

const PERF_DOC = new URL('../docs/perf.md', import.meta.url);
const CONNECTIONS = [10, 100];
const WARM_UP_SECONDS = 3;
const seconds = Math.min(60, Math.max(1, Number(process.env.BENCH_API_SECONDS ?? 10) || 10));
const searchSeconds = Math.min(60, Math.max(1, Number(process.env.BENCH_SEARCH_SECONDS ?? 5) || 5));
const geneActionSeconds = Math.min(60, Math.max(1, Number(process.env.BENCH_GENE_ACTION_SECONDS ?? 15) || 15));
const only = process.argv[2];
const runsDetail = only === undefined || only === 'detail';
const runsSearch = only === undefined || only === 'search';
const runsGeneActions = (only === undefined && !process.env.BENCH_SEARCH_ONLY) || only === 'gene-actions';
const searchOnly = process.env.BENCH_SEARCH_ONLY;
const searchWorkers = searchWorkerCount(process.env.SEARCH_WORKERS);

/** Builds the search index before the server starts, when the file holds none or an outdated one. */
function ensureIndex(file: string) {
  const db = openDatabase(file);
  try {
    ensureSearchIndex(db, (message) => console.log(`  ${message}`));
  } finally {
    db.close();
  }
}

function searchTablesBytes(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare<[], { bytes: number | null }>("SELECT sum(pgsize) AS bytes FROM dbstat WHERE name LIKE 'search%' OR name LIKE 'sqlite_autoindex_search%'").get();
    return row?.bytes ?? 0;
  } finally {
    db.close();
  }
}

function ensureDataset(file: string) {
  if (hasScaleDataset(file)) return;
  console.log(`No full-scale dataset in ${file}: generating it (as npm run data:scale does)…`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  generateScaleDataset({ file, onProgress: (message) => console.log(`  ${message}`) });
}

function machine(file: string): Machine {
  const db = new Database(file, { readonly: true });
  try {
    const { version } = db.prepare<[], { version: string }>('SELECT sqlite_version() AS version').get()!;
    return {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown model',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      sqlite: version,
    };
  } finally {
    db.close();
  }
}

async function main() {
  const file = scaleDatabaseFile();
  ensureDataset(file);
  const { facts, keys } = readDataset(file);
  console.log(`Dataset ${file}: ${facts.loci} loci, ${facts.publications} publications, ${facts.annotations} annotations.`);
  // Seeded, so that every bench run asks for the same sequence of keys.
  const random = randomFrom(20_260_101);
  const pathOf = (type: 'locus' | 'publication') => () => `/api/detail/${type}?key=${keys[type][random.below(keys[type].length)]}`;

  ensureIndex(file);
  if (!runsDetail && !runsSearch) {
    await geneActionRuns(file, new Date().toISOString().slice(0, 10));
    return;
  }
  const server = await startBenchServer(file);
  const results: MeasuredRun[] = [];
  const searchRuns: SearchRun[] = [];
  let serverRssMb = 0;
  let serverHeapMb = 0;
  try {
    console.log(`Server (pid ${server.pid}) at ${server.base}; warming up for ${WARM_UP_SECONDS} s…`);
    await runLoad({ label: 'warm-up', base: server.base, connections: 10, durationSeconds: WARM_UP_SECONDS, nextPath: pathOf('locus') });
    for (const type of runsDetail ? (['locus', 'publication'] as const) : []) {
      for (const connections of CONNECTIONS) {
        const label = `GET /api/detail/${type}?key=…`;
        const before = (await server.usage()).cpu;
        const load = await runLoad({ label, base: server.base, connections, durationSeconds: seconds, nextPath: pathOf(type) });
        const after = (await server.usage()).cpu;
        const cpuMicros = after.user + after.system - before.user - before.system;
        const result = { ...load, serverCpuMicrosPerRequest: cpuMicros / Math.max(1, load.responses), loadAverage: os.loadavg()[0] ?? 0 };
        console.log(consoleLine(result));
        results.push(result);
      }
    }
    const workloads = runsSearch ? searchWorkloads(file, random).filter((workload) => !searchOnly || workload.label.includes(searchOnly)) : [];
    // The search workers start with the first searches (a second or so of CPU each to load their modules): that
    // belongs to no run.
    const first = workloads[0];
    if (first) await runLoad({ label: 'search warm-up', base: server.base, connections: 10, durationSeconds: WARM_UP_SECONDS, nextPath: () => first.path, nextBody: first.body });
    for (const workload of workloads) {
      const before = (await server.usage()).cpu;
      const load = await runLoad({ label: workload.label, base: server.base, connections: 10, durationSeconds: searchSeconds, nextPath: () => workload.path, nextBody: workload.body });
      const after = (await server.usage()).cpu;
      const cpuMicros = after.user + after.system - before.user - before.system;
      const run = { ...load, serverCpuMicrosPerRequest: cpuMicros / Math.max(1, load.responses), loadAverage: os.loadavg()[0] ?? 0, target: workload.target };
      console.log(searchConsoleLine(run));
      searchRuns.push(run);
    }
    const usage = await server.usage();
    serverRssMb = usage.rss / 1024 ** 2;
    serverHeapMb = usage.heapUsed / 1024 ** 2;
  } finally {
    await server.stop();
  }

  const date = new Date().toISOString().slice(0, 10);
  if (runsGeneActions) await geneActionRuns(file, date);
  if (runsSearch && searchOnly) {
    console.log(`\nBENCH_SEARCH_ONLY: ${searchRuns.length} search runs; docs/perf.md left as it is.`);
    return;
  }
  if (runsSearch) {
    const searchSection = searchSectionMarkdown({ date, machine: machine(file), seconds: searchSeconds, indexBytes: searchTablesBytes(file), searchWorkers, runs: searchRuns });
    writeFileSync(PERF_DOC, withSection(readFileSync(PERF_DOC, 'utf8'), SEARCH_SECTION, searchSection));
    console.log(`\n${searchSection}\n\nWritten to docs/perf.md (Search API section).`);
    const missed = searchRuns.filter((run) => !meetsTarget(run)).length;
    console.log(`Search targets: ${missed === 0 ? `met in all ${searchRuns.length} runs` : `NOT MET in ${missed} of ${searchRuns.length} runs`}.`);
  }
  if (!runsDetail) return;
  const section = apiSectionMarkdown({
    date,
    machine: machine(file),
    dataset: facts,
    seconds,
    warmUpSeconds: WARM_UP_SECONDS,
    results,
    serverRssMb,
    serverHeapMb,
  });
  writeFileSync(PERF_DOC, withApiSection(readFileSync(PERF_DOC, 'utf8'), section));
  console.log(`\n${section}\n\nWritten to docs/perf.md (API section).`);
  const runs = results.length;
  const latencyMisses = results.filter((result) => !meetsLatency(result)).length;
  const errorMisses = results.filter((result) => !meetsErrors(result)).length;
  console.log(`Target p95 < 20 ms: ${latencyMisses === 0 ? `met in all ${runs} runs` : `NOT MET in ${latencyMisses} of ${runs} runs`}.`);
  console.log(`Target no errors: ${errorMisses === 0 ? `met in all ${runs} runs` : `NOT MET in ${errorMisses} of ${runs} runs`}.`);
}

/** The gene-action runs, on servers of their own (scripts/benchApi/geneActionBench.ts), into their section of docs/perf.md. */
async function geneActionRuns(file: string, date: string) {
  console.log(`\nGene actions: ${geneActionSeconds} s per run, status asked every 5 ms…`);
  const result = await runGeneActionBench({ file, random: randomFrom(20_260_128), seconds: geneActionSeconds, onRun: (run) => console.log(geneActionConsoleLine(run)) });
  const section = geneActionSectionMarkdown({ date, machine: machine(file), seconds: geneActionSeconds, result });
  writeFileSync(PERF_DOC, withSection(readFileSync(PERF_DOC, 'utf8'), GENE_ACTION_SECTION, section));
  console.log(`\n${section}\n\nWritten to docs/perf.md (Gene actions under load section).`);
  const pooled = result.runs.filter((run) => run.workers > 0);
  const missed = pooled.filter((run) => !meetsStatusTarget(run)).length;
  console.log(`Gene-action target (status p99 < 100 ms): ${missed === 0 ? `met in all ${pooled.length} runs` : `NOT MET in ${missed} of ${pooled.length} runs`}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
