// The gene-action section of `npm run bench:api` (`npm run bench:api -- gene-actions` alone): the request thread's
// answer time (GET /api/subscription/status) while 4 clients send the heaviest gene actions the server accepts, with
// the work in the gene-action workers as `npm start` runs it and, for comparison, in the request thread
// (SEARCH_WORKERS=0); then what one 2 KB request costs that answers hundreds of kilobytes. The clients are four
// addresses, so each has its own share of requests at once; the per-minute limit (GENE_ACTION_RATE_LIMIT) is lifted
// for these servers, since the runs follow one another within a minute and measure the work that limit bounds.
import os from 'node:os';
import { geneActionWorkerCount } from '../../server/search/pool/geneActionRunners';
import { searchWorkerCount } from '../../server/search/pool/searchStores';
import type { Random } from '../dataScale/random';
import { heavyGeneActions, measureOneRequest, runUnderPressure, sampleLocusNames, type GeneActionWorkload, type PressureResult, type SingleRequestCost } from './geneActionLoad';
import { startBenchServer, type BenchServer } from './serverProcess';

export const CLIENTS = 4;
const LIFTED_LIMIT = '1000000';
/** About 2 KB of AGI codes. */
const SMALL_REQUEST_LOCI = 170;
const SMALL_REQUEST_REPEATS = 20;

export interface GeneActionRun extends PressureResult {
  /** Gene-action workers (0: the request thread does the work). */
  workers: number;
  /** The server's CPU time over the run divided by the heavy answers (the status answers cost ~0.1 ms each). */
  serverCpuMsPerHeavy: number;
  /** The request thread's event-loop delay over the run, as monitorEventLoopDelay saw it (10 ms sampling included). */
  eventLoopDelay: { p99Ms: number; maxMs: number };
  loadAverage: number;
}

export interface GeneActionBenchResult {
  runs: GeneActionRun[];
  small: SingleRequestCost & { serverCpuMsPerRequest: number };
}

async function measuredRun(server: BenchServer, workers: number, workload: GeneActionWorkload | null, seconds: number): Promise<GeneActionRun> {
  // Reading the usage resets the event-loop histogram: the run's own delays are what the next reading holds.
  const before = await server.usage();
  const result = await runUnderPressure({ base: server.base, workload, clients: CLIENTS, durationSeconds: seconds });
  const after = await server.usage();
  const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
  return {
    ...result,
    workers,
    serverCpuMsPerHeavy: result.heavy.count > 0 ? cpuMs / result.heavy.count : 0,
    eventLoopDelay: after.eventLoopDelay,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

export async function runGeneActionBench({
  file,
  random,
  seconds,
  onRun,
}: {
  file: string;
  random: Random;
  seconds: number;
  onRun: (run: GeneActionRun) => void;
}): Promise<GeneActionBenchResult> {
  const loci = sampleLocusNames(file, random, 10_000);
  const heavy = heavyGeneActions(loci);
  const heaviest = heavy[heavy.length - 1]!;
  const small: GeneActionWorkload = {
    label: `sequences, full-length genomic sequences of every model of ${SMALL_REQUEST_LOCI} loci`,
    path: '/api/search/sequences',
    body: JSON.stringify({ locusIds: loci.slice(0, SMALL_REQUEST_LOCI), dataset: 'araport11_genomic_gene_model', format: 'all_models' }),
  };
  const runs: GeneActionRun[] = [];
  const record = (run: GeneActionRun) => {
    runs.push(run);
    onRun(run);
  };

  let smallCost: GeneActionBenchResult['small'];
  const pooled = await startBenchServer(file, { GENE_ACTION_RATE_LIMIT: LIFTED_LIMIT });
  try {
    // The gene-action worker starts with the first job (about a second of loading its modules): no run's.
    for (const workload of heavy) await measureOneRequest(pooled.base, workload, 1);
    const workers = geneActionWorkerCount(searchWorkerCount(process.env.SEARCH_WORKERS));
    record(await measuredRun(pooled, workers, null, seconds));
    for (const workload of heavy) record(await measuredRun(pooled, workers, workload, seconds));
    const before = await pooled.usage();
    const cost = await measureOneRequest(pooled.base, small, SMALL_REQUEST_REPEATS);
    const after = await pooled.usage();
    // The compressed copy is asked once more than the repeats.
    const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    smallCost = { ...cost, serverCpuMsPerRequest: cpuMs / (SMALL_REQUEST_REPEATS + 1) };
  } finally {
    await pooled.stop();
  }

  const inThread = await startBenchServer(file, { GENE_ACTION_RATE_LIMIT: LIFTED_LIMIT, SEARCH_WORKERS: '0' });
  try {
    await measureOneRequest(inThread.base, heaviest, 1);
    record(await measuredRun(inThread, 0, heaviest, seconds));
  } finally {
    await inThread.stop();
  }
  return { runs, small: smallCost };
}
