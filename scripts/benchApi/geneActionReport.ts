// The gene-action section of docs/perf.md and the console lines of its runs (scripts/benchApi/geneActionBench.ts).
import { CLIENTS, type GeneActionBenchResult, type GeneActionRun } from './geneActionBench';
import { STATUS_PATH, STATUS_TARGET_P99_MS } from './geneActionLoad';
import type { Machine } from './report';

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const count = (value: number) => Math.round(value).toLocaleString('en');
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
const where = (run: GeneActionRun) => (run.workers === 0 ? 'request thread' : `${run.workers} worker${run.workers === 1 ? '' : 's'}`);

/** The target holds for the runs whose work is in the workers (the request-thread run is there for comparison). */
export const meetsStatusTarget = (run: GeneActionRun) => run.status.p99 < STATUS_TARGET_P99_MS && run.status.non2xx === 0 && run.heavy.non2xx === 0;

export function geneActionConsoleLine(run: GeneActionRun): string {
  return (
    `${run.label} × ${run.clients} (${where(run)}): status p50 ${ms(run.status.p50)}, p99 ${ms(run.status.p99)}, max ${ms(run.status.max)} ` +
    `(${count(run.status.count)} asked); ${count(run.heavy.count)} heavy answers, p50 ${ms(run.heavy.p50)}, ${size(run.heavy.meanBytes)} each, ` +
    `${count(run.serverCpuMsPerHeavy)} ms server CPU each; event loop max ${ms(run.eventLoopDelay.maxMs)}; load ${run.loadAverage.toFixed(1)} — ` +
    `status p99 < ${STATUS_TARGET_P99_MS} ms ${meetsStatusTarget(run) ? 'met' : 'NOT MET'}`
  );
}

export function geneActionSectionMarkdown({ date, machine, seconds, result }: { date: string; machine: Machine; seconds: number; result: GeneActionBenchResult }): string {
  const rows = result.runs.map(
    (run) =>
      `| ${run.label} | ${where(run)} | ${count(run.heavy.count)} | ${run.heavy.count > 0 ? ms(run.heavy.p50) : '–'} | ` +
      `${run.heavy.count > 0 ? `${size(run.heavy.requestBytes)} → ${size(run.heavy.meanBytes)}` : '–'} | ${run.heavy.count > 0 ? `${count(run.serverCpuMsPerHeavy)} ms` : '–'} | ` +
      `${count(run.status.count)} | ${ms(run.status.p50)} | ${ms(run.status.p95)} | ${ms(run.status.p99)} | ${ms(run.status.max)} | ` +
      `${ms(run.eventLoopDelay.maxMs)} | ${run.loadAverage.toFixed(1)} | ${run.status.non2xx + run.heavy.non2xx} | ` +
      `${run.workers === 0 ? `comparison: ${meetsStatusTarget(run) ? 'met' : 'not met'}` : meetsStatusTarget(run) ? 'met' : '**not met**'} |`,
  );
  const { small } = result;
  const pooledRuns = result.runs.filter((run) => run.workers > 0);
  const missed = pooledRuns.filter((run) => !meetsStatusTarget(run)).length;
  return `## Gene actions under load

Measured by \`npm run bench:api\` (or \`npm run bench:api -- gene-actions\` for these runs alone) on ${date}, against the
reference server in its own process over the full-scale dataset. In each run of ${seconds} s, ${CLIENTS} clients each send
the request named, the next as soon as the previous answer has come in full, while one more connection asks
\`GET ${STATUS_PATH}\` every 5 ms: its latency is how long any request waits for the request thread. The loci are
10,000 distinct AGI codes drawn (seeded) from the dataset: the most an id list may hold. The gene actions run in the
server's gene-action worker threads (half of \`SEARCH_WORKERS\`, rounded up), as \`npm start\` runs them; the last run
does the same work in the request thread (\`SEARCH_WORKERS=0\`), for comparison. Each heavy client connects from a
loopback address of its own (127.0.0.11-14), so the per-client limits count them apart; \`GENE_ACTION_RATE_LIMIT\` is
lifted for these servers (the runs follow one another within a minute). Event loop: the largest delay of the request thread's event
loop over the run (\`monitorEventLoopDelay\`, its 10 ms sampling interval included). Server CPU counts every thread of
the server process, divided by the heavy answers. Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node},
SQLite ${machine.sqlite}, shared with the load generator and, during these runs, with other measurements (load average
column: above ${machine.cpus}, other processes competed for the CPUs).

| heavy request | work in | heavy answers | heavy p50 | request → answer | server CPU per heavy answer | status asked | status p50 | status p95 | status p99 | status max | event loop max | load average | non-2xx | status p99 < ${STATUS_TARGET_P99_MS} ms |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${missed === 0 ? `The target was met in all ${pooledRuns.length} runs with the work in the workers.` : `The target was **not met** in ${missed} of ${pooledRuns.length} runs with the work in the workers.`}

One small request with a large answer, asked ${small.count} times in a row: ${small.label}: ${count(small.requestBytes)} bytes of
request → ${size(small.answerBytes)} of FASTA (${size(small.compressedBytes)} as brotli, as browsers ask), p50 ${ms(small.latency.p50)},
${small.serverCpuMsPerRequest.toFixed(1)} ms of server CPU per answer.`;
}
