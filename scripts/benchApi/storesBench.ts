// `npm run bench:api -- --stores sqlite,postgres`: the same detail and search runs on each store named, one after the
// other in one run: SQLite with one server process over the scale file, PostgreSQL (scripts/benchApi/benchPostgres.ts)
// with one server process and then two over the one database. Every process it starts (servers, cluster) is stopped
// at the end, on a failure, and on Ctrl-C or SIGTERM.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from './benchArgs';
import { runApiWorkloads, WARM_UP_SECONDS, type DetailType } from './apiRuns';
import { openBenchPostgres } from './benchPostgres';
import { cpuShares, sampleCpu } from './cpuShares';
import type { Machine } from './report';
import type { SearchWorkload } from './searchLoad';
import { startBenchServer, type BenchServer } from './serverProcess';
import type { StoreRuns, StoresReport } from './storesReport';

export interface StoresBenchOptions {
  stores: Store[];
  file: string;
  machine: Machine;
  /** A fresh path source per store and process count, so that each asks for the same keys in the same order. */
  detailPathFor: () => (type: DetailType) => () => string;
  detailTypes: readonly DetailType[];
  searchWorkloads: SearchWorkload[];
  detailSeconds: number;
  searchSeconds: number;
  /** BENCH_PORTS: PostgreSQL on the first, the server processes on the next ones; free ports when null. */
  ports: { first: number; last: number } | null;
  log: (message: string) => void;
}

/** Stops what was started, newest first; once only, whichever of the end, a failure or a signal comes first. */
function stopList() {
  const stops: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | null = null;
  return {
    add(stop: () => Promise<void>) {
      stops.push(stop);
    },
    async stopAll() {
      stopping ??= (async () => {
        for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
      })();
      await stopping;
    },
  };
}

export async function runStoresBench(options: StoresBenchOptions): Promise<StoresReport> {
  const { stores, file, machine, ports, log } = options;
  const loadBefore = os.loadavg();
  const started = stopList();
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the bench servers and PostgreSQL…`);
    void started.stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const serverPort = (index: number): Record<string, string> => {
    if (!ports) return {};
    const port = ports.first + 1 + index;
    if (port > ports.last) throw new Error(`BENCH_PORTS ${ports.first}-${ports.last} is too small for PostgreSQL and ${index + 1} server processes.`);
    return { BENCH_PORT: String(port) };
  };
  const startServers = async (database: string | { url: string }, count: number, dataDir: string) => {
    const servers: BenchServer[] = [];
    try {
      for (let index = 0; index < count; index += 1) {
        mkdirSync(path.join(dataDir, String(index)), { recursive: true });
        const server = await startBenchServer(database, { ...serverPort(index), BENCH_DATA_DIR: path.join(dataDir, String(index)) });
        servers.push(server);
        started.add(() => server.stop());
      }
    } catch (error) {
      await Promise.all(servers.map((server) => server.stop()));
      throw error;
    }
    return servers;
  };
  const measure = async (store: Store, servers: BenchServer[], postmasterPid: number | null): Promise<StoreRuns> => {
    log(`\n${store}, ${servers.length} server process${servers.length === 1 ? '' : 'es'} (${servers.map((server) => `pid ${server.pid} at ${server.base}`).join(', ')})…`);
    const before = sampleCpu(postmasterPid);
    const runs = await runApiWorkloads({
      servers,
      detailPath: options.detailPathFor(),
      detailSeconds: options.detailSeconds,
      detailTypes: options.detailTypes,
      searchWorkloads: options.searchWorkloads,
      searchSeconds: options.searchSeconds,
      onDetail: (run) => log(`  ${run.label} × ${run.connections}: p50 ${run.latency.p50.toFixed(1)} ms, p95 ${run.latency.p95.toFixed(1)} ms, ${Math.round(run.requestsPerSecond)}/s`),
      onSearch: (run) => log(`  ${run.label}: p50 ${run.latency.p50.toFixed(1)} ms, p95 ${run.latency.p95.toFixed(1)} ms, ${Math.round(run.requestsPerSecond)}/s`),
    });
    const cpu = cpuShares(before, sampleCpu(postmasterPid), runs.serverCpuSeconds, machine.cpus);
    await Promise.all(servers.map((server) => server.stop()));
    return { store, processes: servers.length, detail: runs.detail, search: runs.search, cpu };
  };

  const results: StoreRuns[] = [];
  let postgresLabel: string | null = null;
  const dataDir = path.join(path.dirname(file), 'bench-api');
  try {
    for (const store of stores) {
      if (store === 'sqlite') {
        results.push(await measure('sqlite', await startServers(file, 1, dataDir), null));
        continue;
      }
      const postgres = await openBenchPostgres({ file, port: ports?.first, log });
      started.add(() => postgres.stop());
      postgresLabel = postgres.label;
      log(`${postgres.label} ready.`);
      for (const processes of [1, 2]) results.push(await measure('postgres', await startServers({ url: postgres.url }, processes, dataDir), postgres.postmasterPid));
    }
  } finally {
    await started.stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return {
    date: new Date().toISOString().slice(0, 10),
    machine,
    postgres: postgresLabel,
    loadBefore,
    detailSeconds: options.detailSeconds,
    searchSeconds: options.searchSeconds,
    warmUpSeconds: WARM_UP_SECONDS,
    runs: results,
  };
}
