// npm run bench:api — not a test: loads the reference server with the full-scale dataset and writes the figures to
// the API section of docs/perf.md. Builds the dataset first when SCALE_DB (default .data/scale.sqlite) holds none.
// Targets: p95 < 20 ms and no errors, for GET /api/detail/locus and /api/detail/publication at 10 and 100
// connections. Loopback only; every run is bounded (BENCH_API_SECONDS, default 10, at most 60). Then the search
// runs (scripts/benchApi/searchLoad.ts) into the Search API section, BENCH_SEARCH_SECONDS each (default 5).
// `npm run bench:api -- search` runs only the search runs, `-- detail` only the detail ones. Then the gene-action runs
// (scripts/benchApi/geneActionBench.ts) into the Gene actions under load section, BENCH_GENE_ACTION_SECONDS each
// (default 15); `-- gene-actions` runs only those.
// `npm run bench:api -- --stores sqlite,postgres` runs the detail and search runs on each store named, PostgreSQL with one
// server process and then two, into the API on both stores section (scripts/benchApi/storesBench.ts). BENCH_PORTS
// (e.g. 4311-4319) keeps the servers of the detail, search and --stores runs within a range of ports.
// BENCH_SEARCH_ONLY=text runs only the search runs whose label holds the text, to compare one change quickly; such a
// partial run prints its figures and leaves docs/perf.md as it is. The server runs its searches in SEARCH_WORKERS
// worker threads (2 when unset), as `npm start` does.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import Database from 'better-sqlite3';
import { readDataset } from './benchApi/dataset';
import { runApiWorkloads, WARM_UP_SECONDS, type ApiRuns, type DetailType } from './benchApi/apiRuns';
import { parseBenchArgs, parsePortRange, type Store } from './benchApi/benchArgs';
import { runGeneActionBench } from './benchApi/geneActionBench';
import { geneActionConsoleLine, geneActionSectionMarkdown, meetsStatusTarget } from './benchApi/geneActionReport';
import { GENE_ACTION_SECTION, SEARCH_SECTION, STORES_SECTION, withApiSection, withSection } from './benchApi/perfSection';
import { searchWorkloads, type SearchWorkload } from './benchApi/searchLoad';
import { meetsTarget, searchConsoleLine, searchSectionMarkdown } from './benchApi/searchReport';
import { ensureSearchIndex } from '../server/search/buildIndex';
import { searchWorkerCount } from '../server/search/pool/searchStores';
import { openDatabase } from '../server/db/database';
import { apiSectionMarkdown, consoleLine, meetsErrors, meetsLatency, type Machine } from './benchApi/report';
import { startBenchServer } from './benchApi/serverProcess';
import { runStoresBench } from './benchApi/storesBench';
import { postgresTargetsText, storesConsoleTable, storesSectionMarkdown } from './benchApi/storesReport';
import { generateScaleDataset, hasScaleDataset } from './dataScale/generate';
import { scaleDatabaseFile } from './dataScale/location';
import { randomFrom, type Random } from './dataScale/random';

const PERF_DOC = new URL('../docs/perf.md', import.meta.url);
const seconds = Math.min(60, Math.max(1, Number(process.env.BENCH_API_SECONDS ?? 10) || 10));
const searchSeconds = Math.min(60, Math.max(1, Number(process.env.BENCH_SEARCH_SECONDS ?? 5) || 5));
const geneActionSeconds = Math.min(60, Math.max(1, Number(process.env.BENCH_GENE_ACTION_SECONDS ?? 15) || 15));
const args = parseBenchArgs(process.argv.slice(2));
const only = args.only;
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
  const pathsFrom = (source: Random) => (type: DetailType) => () => `/api/detail/${type}?key=${keys[type][source.below(keys[type].length)]}`;

  ensureIndex(file);
  if (args.stores) {
    await storesRuns(file, args.stores, pathsFrom, searchWorkloads(file, random));
    return;
  }
  if (!runsDetail && !runsSearch) {
    await geneActionRuns(file, new Date().toISOString().slice(0, 10));
    return;
  }
  const ports = parsePortRange(process.env.BENCH_PORTS);
  const server = await startBenchServer(file, ports ? { BENCH_PORT: String(ports.first + 1) } : {});
  let measured: ApiRuns;
  let serverRssMb = 0;
  let serverHeapMb = 0;
  try {
    console.log(`Server (pid ${server.pid}) at ${server.base}; warming up for ${WARM_UP_SECONDS} s…`);
    measured = await runApiWorkloads({
      servers: [server],
      detailPath: pathsFrom(random),
      detailSeconds: seconds,
      detailTypes: runsDetail ? ['locus', 'publication'] : [],
      searchWorkloads: runsSearch ? searchWorkloads(file, random).filter((workload) => !searchOnly || workload.label.includes(searchOnly)) : [],
      searchSeconds,
      onDetail: (run) => console.log(consoleLine(run)),
      onSearch: (run) => console.log(searchConsoleLine(run)),
    });
    const usage = await server.usage();
    serverRssMb = usage.rss / 1024 ** 2;
    serverHeapMb = usage.heapUsed / 1024 ** 2;
  } finally {
    await server.stop();
  }
  const { detail: results, search: searchRuns } = measured;

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

/** `--stores`: the detail and search runs on each store, into the API on both stores section of docs/perf.md. */
async function storesRuns(file: string, stores: Store[], pathsFrom: (source: Random) => (type: DetailType) => () => string, workloads: SearchWorkload[]) {
  const report = await runStoresBench({
    stores,
    file,
    machine: machine(file),
    // Each store and process count asks for the same keys in the same order.
    detailPathFor: () => pathsFrom(randomFrom(20_260_101)),
    detailTypes: runsDetail ? ['locus', 'publication'] : [],
    searchWorkloads: runsSearch ? workloads.filter((workload) => !searchOnly || workload.label.includes(searchOnly)) : [],
    detailSeconds: seconds,
    searchSeconds,
    ports: parsePortRange(process.env.BENCH_PORTS),
    log: (message) => console.log(message),
  });
  console.log(`\n${storesConsoleTable(report)}`);
  const postgres = report.runs.find((runs) => runs.store === 'postgres' && runs.processes === 1);
  if (postgres) console.log(`PostgreSQL targets: ${postgresTargetsText(postgres)}.`);
  if (only || searchOnly) {
    console.log('A partial run: docs/perf.md left as it is.');
    return;
  }
  const section = storesSectionMarkdown(report);
  writeFileSync(PERF_DOC, withSection(readFileSync(PERF_DOC, 'utf8'), STORES_SECTION, section));
  console.log(`\n${section}\n\nWritten to docs/perf.md (API on both stores section).`);
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
