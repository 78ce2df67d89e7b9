// The API section of docs/perf.md and the console lines of `npm run bench:api`.
import type { DatasetFacts } from './dataset';
import type { LoadResult } from './measure';

/** Targets: p95 latency under 20 ms, and not one error or non-2xx answer. */
export const P95_TARGET_MS = 20;

export const meetsLatency = (result: LoadResult) => result.latency.p95 < P95_TARGET_MS;
export const meetsErrors = (result: LoadResult) => result.errors === 0 && result.non2xx === 0;

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  sqlite: string;
}

/** A load run with what the server process spent on it and how busy the machine was. */
export interface MeasuredRun extends LoadResult {
  /** The server's CPU time (user + system) divided by the responses it sent. */
  serverCpuMicrosPerRequest: number;
  /** The machine's one-minute load average at the end of the run (other processes included). */
  loadAverage: number;
}

export interface ApiReport {
  date: string;
  machine: Machine;
  dataset: DatasetFacts;
  seconds: number;
  warmUpSeconds: number;
  results: MeasuredRun[];
  serverRssMb: number;
  serverHeapMb: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en');
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

export function consoleLine(result: MeasuredRun): string {
  return (
    `${result.label} × ${result.connections} connections: p50 ${ms(result.latency.p50)}, p95 ${ms(result.latency.p95)}, ` +
    `p99 ${ms(result.latency.p99)}, ${count(result.requestsPerSecond)} requests/s, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
    `server CPU ${count(result.serverCpuMicrosPerRequest)} µs/request, load average ${result.loadAverage.toFixed(1)} — ` +
    `p95 < ${P95_TARGET_MS} ms ${meetsLatency(result) ? 'met' : 'NOT MET'}, no errors ${meetsErrors(result) ? 'met' : 'NOT MET'}`
  );
}

/** Little's law for a closed loop: with n requests always in flight, each waits about n ÷ throughput. */
function queueingNote(results: MeasuredRun[]): string {
  const busiest = results.filter((result) => result.connections >= 100);
  if (busiest.length === 0) return '';
  const missed = busiest.filter((result) => !meetsLatency(result)).map((result) => `\`${result.label}\``);
  const lines = busiest.map(
    (result) =>
      `- \`${result.label}\`: ${result.connections} ÷ ${count(result.requestsPerSecond)} requests/s = ` +
      `${ms((1000 * result.connections) / result.requestsPerSecond)}, against a measured p50 of ${ms(result.latency.p50)}`,
  );
  return [
    '',
    '',
    'At 100 connections autocannon keeps 100 requests in flight and the one server process answers them one at a time, so',
    'a request waits for about (requests in flight) ÷ (requests per second):',
    '',
    ...lines,
    ...(missed.length === 0
      ? []
      : [
          '',
          `A p95 below ${P95_TARGET_MS} ms at that load (missed here by ${missed.join(' and ')}) takes more throughput than one process`,
          'gives on this machine: more server processes (docs/architecture.md), rather than a faster single request.',
        ]),
  ].join('\n');
}

export function apiSectionMarkdown({ date, machine, dataset, seconds, warmUpSeconds, results, serverRssMb, serverHeapMb }: ApiReport): string {
  const rows = results.map(
    (result) =>
      `| \`${result.label}\` | ${result.connections} | ${ms(result.latency.p50)} | ${ms(result.latency.p95)} | ${ms(result.latency.p99)} | ` +
      `${count(result.requestsPerSecond)} | ${(result.meanResponseBytes / 1024).toFixed(1)} KB | ${count(result.serverCpuMicrosPerRequest)} µs | ` +
      `${result.loadAverage.toFixed(1)} | ${result.non2xx} | ${result.errors} | ` +
      `${verdict(meetsLatency(result))} | ${verdict(meetsErrors(result))} |`,
  );
  return `## API

Measured by \`npm run bench:api\` (not a test) on ${date}: the reference server (\`buildServer\` from \`server/app.ts\`,
logging at \`warn\` as \`npm run server\` does) in its own process over the full-scale dataset, loaded by autocannon from a
second process over loopback. Each run lasts ${seconds} s after a ${warmUpSeconds} s warm-up that is not counted; every request
asks for a key drawn at random from the database, so the runs read records from all over the file. Latency is the time
from sending a request to the end of its response, as autocannon sees it.

Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB memory, Node ${machine.node}, SQLite ${machine.sqlite}.
The load generator and the server share these CPUs.

Dataset (\`npm run data:scale\`): ${count(dataset.loci)} loci, ${count(dataset.geneModels)} gene models, ${count(dataset.proteins)} proteins,
${count(dataset.publications)} publications and ${count(dataset.annotations)} annotations, in a ${(dataset.fileBytes / 1024 ** 3).toFixed(2)} GB database file.

| call | connections | p50 | p95 | p99 | requests/s | mean response | server CPU per request | load average | non-2xx | errors | p95 < ${P95_TARGET_MS} ms | no errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Server CPU per request is the server process's user and system time during the run divided by the responses it sent; the
load average is the machine's one-minute figure at the end of the run (above 2, other processes were competing for the
CPUs too). Server memory after the runs: ${serverRssMb.toFixed(0)} MB resident, of which ${serverHeapMb.toFixed(0)} MB JavaScript heap; most of the
rest is pages of the database file mapped into memory (shared with the operating system's file cache).${queueingNote(results)}`;
}
