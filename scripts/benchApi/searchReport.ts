// The search section of docs/perf.md and the console lines of the search runs of `npm run bench:api`.
import type { Machine, MeasuredRun } from './report';
import type { SearchTarget } from './searchLoad';

export interface SearchRun extends MeasuredRun {
  target: SearchTarget;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en');

export const meetsTarget = (run: SearchRun) => run.latency[run.target.statistic] < run.target.ms && run.errors === 0 && run.non2xx === 0;
const targetText = (target: SearchTarget) => `${target.statistic} < ${target.ms} ms`;
const workersText = (workers: number) =>
  workers === 0 ? 'every search in the request thread (`SEARCH_WORKERS=0`)' : `the search SQL in ${workers} worker thread${workers === 1 ? '' : 's'} (\`SEARCH_WORKERS\`)`;

export function searchConsoleLine(run: SearchRun): string {
  return (
    `${run.label} × ${run.connections}: p50 ${ms(run.latency.p50)}, p95 ${ms(run.latency.p95)}, ${count(run.requestsPerSecond)} requests/s, ` +
    `${count(run.serverCpuMicrosPerRequest)} µs server CPU per request, ${run.non2xx} non-2xx, ${run.errors} errors, load average ${run.loadAverage.toFixed(1)} — ` +
    `${targetText(run.target)} ${meetsTarget(run) ? 'met' : 'NOT MET'}`
  );
}

export interface SearchReport {
  date: string;
  machine: Machine;
  seconds: number;
  indexBytes: number;
  /** The server's search worker threads (SEARCH_WORKERS; 0: searches in the request thread). */
  searchWorkers: number;
  runs: SearchRun[];
}

export function searchSectionMarkdown({ date, machine, seconds, indexBytes, searchWorkers, runs }: SearchReport): string {
  const rows = runs.map(
    (run) =>
      `| ${run.label} | ${run.connections} | ${ms(run.latency.p50)} | ${ms(run.latency.p95)} | ${ms(run.latency.p99)} | ` +
      `${count(run.requestsPerSecond)} | ${(run.meanResponseBytes / 1024).toFixed(1)} KB | ${count(run.serverCpuMicrosPerRequest)} µs | ` +
      `${run.loadAverage.toFixed(1)} | ${run.non2xx + run.errors} | ${targetText(run.target)}: ${meetsTarget(run) ? 'met' : '**not met**'} |`,
  );
  const missed = runs.filter((run) => !meetsTarget(run)).length;
  return `## Search API

Measured by \`npm run bench:api\` (or \`npm run bench:api -- search\` for these runs alone) on ${date}, against the same
server process and full-scale database as the API section, at 10 connections, ${seconds} s per run, ${workersText(searchWorkers)}.
Each request with text searches for a text drawn at random from the search index (a symbol, an AGI code, a piece of a
name), so none is answered from a cache. The category calls without criteria ask for 100 rows and answer the total of
every match; they are the browse pages' kind of question, answered from the answers kept per index stamp
(\`server/search/answers/\`) after the first. Server CPU per request counts every thread of the server process. Search
tables of the database: ${(indexBytes / 1024 ** 2).toFixed(0)} MB. Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, SQLite ${machine.sqlite}.

| search | connections | p50 | p95 | p99 | requests/s | mean response | server CPU per request | load average | errors | target |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${missed === 0 ? 'Every target was met.' : `${missed} of ${runs.length} targets were not met in this run.`} A load average well above the
machine's ${machine.cpus} CPUs means other processes competed for them during the run, and the figures are then an upper bound.`;
}
