// The "API on both stores" section of docs/perf.md and the console table of `npm run bench:api -- --stores …`: the
// same detail and search runs on each store side by side, against the PostgreSQL issue's targets, and one server
// process against two over one PostgreSQL.
import type { Store } from './benchArgs';
import { cpuSharesText, type CpuShares } from './cpuShares';
import type { LoadResult } from './measure';
import type { Machine, MeasuredRun } from './report';
import type { SearchRun } from './searchReport';

export const DETAIL_P95_TARGET_MS = 20;
export const SEARCH_P95_TARGET_MS = 50;
/** At 10 connections: the issue's targets are for that load. */
export const TARGET_CONNECTIONS = 10;
/** What two processes should serve against one, on a machine with a core for each process and for the database. */
export const PROCESS_RATIO_TARGET = 1.6;

export interface StoreRuns {
  store: Store;
  processes: number;
  detail: MeasuredRun[];
  search: SearchRun[];
  /** Where the CPU time went over these runs. */
  cpu: CpuShares;
}

export interface StoresReport {
  date: string;
  machine: Machine;
  /** e.g. 'PostgreSQL 15.14 (cluster in .data/bench-postgres, fsync off)'; null when PostgreSQL was not measured. */
  postgres: string | null;
  /** The machine's load averages (1, 5 and 15 minutes) before the first run. */
  loadBefore: number[];
  detailSeconds: number;
  searchSeconds: number;
  warmUpSeconds: number;
  runs: StoreRuns[];
}

export interface ProcessComparison {
  label: string;
  connections: number;
  one: number;
  two: number;
  ratio: number;
}

const STORE_NAMES: Record<Store, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = (value: number) => Math.round(value).toLocaleString('en');
const ratioText = (value: number) => `${value.toFixed(2)}×`;
const failed = (run: LoadResult) => run.errors + run.non2xx;

export const meetsDetailTarget = (run: LoadResult) => run.latency.p95 < DETAIL_P95_TARGET_MS && failed(run) === 0;
export const meetsSearchTarget = (run: LoadResult) => run.latency.p95 < SEARCH_P95_TARGET_MS && failed(run) === 0;

/** The runs both sets hold (same label and connections), with answers per second of each and their ratio. */
export function compareProcesses(one: LoadResult[], two: LoadResult[]): ProcessComparison[] {
  return one.flatMap((single) => {
    const paired = two.find((run) => run.label === single.label && run.connections === single.connections);
    if (!paired) return [];
    const ratio = single.requestsPerSecond > 0 ? paired.requestsPerSecond / single.requestsPerSecond : Number.NaN;
    return [{ label: single.label, connections: single.connections, one: single.requestsPerSecond, two: paired.requestsPerSecond, ratio }];
  });
}

/** The geometric mean of the ratios: each run counts once, whether it answers 20 or 2,000 times a second. */
export function meanRatio(rows: ProcessComparison[]): number {
  const finite = rows.filter((row) => Number.isFinite(row.ratio) && row.ratio > 0);
  if (finite.length === 0) return Number.NaN;
  return Math.exp(finite.reduce((sum, row) => sum + Math.log(row.ratio), 0) / finite.length);
}

/** The cores the bench's own processes had: the server processes, PostgreSQL and the load generator. */
const benchCores = (shares: CpuShares) => shares.servers + (shares.postgres ?? 0) + shares.loadGenerator;

/** What bounds the two-process figure, from where the CPU time went during the one-process and the two-process runs. */
export function limitSentence(one: CpuShares, two: CpuShares): string {
  const { cores, busy } = two;
  if (busy === null) return 'The machine\'s CPU time could not be read (no /proc/stat), so what limits the ratio is not known.';
  const parts = `the server processes ${two.servers.toFixed(2)}, PostgreSQL ${two.postgres === null ? 'an unknown share' : two.postgres.toFixed(2)}, the load generator ${two.loadGenerator.toFixed(2)} and everything else ${(two.other ?? 0).toFixed(2)}`;
  const bench = `the bench's own processes had ${benchCores(one).toFixed(2)} cores over the one-process runs and ${benchCores(two).toFixed(2)} over the two-process runs`;
  if (busy >= 0.9 * cores) {
    return (
      `During the two-process runs the ${cores} cores were busy ${busy.toFixed(2)} of ${cores} (${parts}): both server processes, ` +
      'PostgreSQL and the load generator share these cores, with whatever else runs on the machine, so a second process can only take CPU time ' +
      `from the first, from PostgreSQL and from the load generator (${bench}). The ratio measures that sharing; the ${PROCESS_RATIO_TARGET}× target needs a machine with a core for each process and for the database.`
    );
  }
  return (
    `During the two-process runs the ${cores} cores were busy ${busy.toFixed(2)} of ${cores} (${parts}; ${bench}): not all the time, so the ` +
    'limit is not the CPUs alone but waiting: on the database\'s locks and disk, or on the load generator\'s round trips.'
  );
}

function singleProcessRuns(report: StoresReport): StoreRuns[] {
  return report.runs.filter((runs) => runs.processes === 1);
}

function detailTable(report: StoresReport): string {
  const stores = singleProcessRuns(report);
  const first = stores[0];
  if (!first || first.detail.length === 0) return '';
  const postgres = stores.find((runs) => runs.store === 'postgres');
  const header = `| call | connections | ${stores.map((runs) => `${STORE_NAMES[runs.store]} p50 | ${STORE_NAMES[runs.store]} p95`).join(' | ')} |${postgres ? ` PostgreSQL p95 < ${DETAIL_P95_TARGET_MS} ms |` : ''}`;
  const rows = first.detail.map((run, index) => {
    const cells = stores.map((runs) => {
      const each = runs.detail[index];
      return each ? `${ms(each.latency.p50)} | ${ms(each.latency.p95)}${failed(each) > 0 ? ` (${failed(each)} failed)` : ''}` : '– | –';
    });
    const postgresRun = postgres?.detail[index];
    const verdict = postgresRun && run.connections === TARGET_CONNECTIONS ? (meetsDetailTarget(postgresRun) ? 'met' : '**not met**') : '(no target)';
    return `| \`${run.label}\` | ${run.connections} | ${cells.join(' | ')} |${postgres ? ` ${verdict} |` : ''}`;
  });
  return [header, `|---|---|${stores.map(() => '---|---|').join('')}${postgres ? '---|' : ''}`, ...rows].join('\n');
}

function searchTable(report: StoresReport): string {
  const stores = singleProcessRuns(report);
  const first = stores[0];
  if (!first || first.search.length === 0) return '';
  const postgres = stores.find((runs) => runs.store === 'postgres');
  const header = `| search (${TARGET_CONNECTIONS} connections) | ${stores.map((runs) => `${STORE_NAMES[runs.store]} p50 | ${STORE_NAMES[runs.store]} p95`).join(' | ')} |${postgres ? ` PostgreSQL p95 < ${SEARCH_P95_TARGET_MS} ms |` : ''}`;
  const rows = first.search.map((run, index) => {
    const cells = stores.map((runs) => {
      const each = runs.search[index];
      return each ? `${ms(each.latency.p50)} | ${ms(each.latency.p95)}${failed(each) > 0 ? ` (${failed(each)} failed)` : ''}` : '– | –';
    });
    const postgresRun = postgres?.search[index];
    const verdict = postgresRun ? (meetsSearchTarget(postgresRun) ? 'met' : '**not met**') : '';
    return `| ${run.label} | ${cells.join(' | ')} |${postgres ? ` ${verdict} |` : ''}`;
  });
  return [header, `|---|${stores.map(() => '---|---|').join('')}${postgres ? '---|' : ''}`, ...rows].join('\n');
}

/** Whether the PostgreSQL runs at 10 connections met their targets: e.g. 'detail 4 of 4 met, search 18 of 20 met'. */
export function postgresTargetsText(runs: StoreRuns): string {
  const detail = runs.detail.filter((run) => run.connections === TARGET_CONNECTIONS);
  const detailMet = detail.filter(meetsDetailTarget).length;
  const searchMet = runs.search.filter(meetsSearchTarget).length;
  return `detail p95 < ${DETAIL_P95_TARGET_MS} ms met in ${detailMet} of ${detail.length} runs, search p95 < ${SEARCH_P95_TARGET_MS} ms met in ${searchMet} of ${runs.search.length}`;
}

function processSection(report: StoresReport): string {
  const one = report.runs.find((runs) => runs.store === 'postgres' && runs.processes === 1);
  const two = report.runs.find((runs) => runs.store === 'postgres' && runs.processes === 2);
  if (!one || !two) return '';
  const rows = compareProcesses([...one.detail, ...one.search], [...two.detail, ...two.search]);
  const table = rows.map((row) => `| ${row.label} | ${row.connections} | ${perSecond(row.one)} | ${perSecond(row.two)} | ${ratioText(row.ratio)} |`);
  const mean = meanRatio(rows);
  return `### One process and two over one PostgreSQL

The same runs against two server processes over the one database, autocannon spreading the connections evenly across
both ports (answers per second of both together):

| run | connections | 1 process, answers/s | 2 processes, answers/s | ratio |
|---|---|---|---|---|
${table.join('\n')}

Geometric mean of the ratios: **${ratioText(mean)}** (target on a machine with the cores for it: at least ${PROCESS_RATIO_TARGET}×).
CPU over the one-process runs: ${cpuSharesText(one.cpu)}; over the two-process runs: ${cpuSharesText(two.cpu)}.
${limitSentence(one.cpu, two.cpu)}`;
}

export function storesSectionMarkdown(report: StoresReport): string {
  const { machine } = report;
  const stores = singleProcessRuns(report).map((runs) => STORE_NAMES[runs.store]);
  const postgres = singleProcessRuns(report).find((runs) => runs.store === 'postgres');
  return `## API on both stores

Measured by \`npm run bench:api -- --stores ${singleProcessRuns(report).map((runs) => runs.store).join(',')}\` (not a test) on ${report.date}, in one run: the
reference server (\`scripts/benchApi/serve.ts\`: \`buildServer\`, logging at \`warn\`) over the full-scale dataset of
\`npm run data:scale\` in ${stores.join(' and in ')}, loaded by one autocannon load generator over loopback with the same
workloads for each store: detail calls ${report.detailSeconds} s per run at 10 and 100 connections, searches ${report.searchSeconds} s per run at 10
connections, after ${report.warmUpSeconds} s warm-ups that are not counted.${report.postgres ? ` PostgreSQL: ${report.postgres}, loaded from the same scale file by the copy step of \`npm run data:scale -- --to\`.` : ''}

Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB memory, Node ${machine.node}, SQLite ${machine.sqlite}. Load average before
the run: ${report.loadBefore.map((value) => value.toFixed(2)).join(', ')} (1, 5 and 15 minutes). Other engineers share this machine: above
${machine.cpus}, other processes were competing for the CPUs, and every figure is an upper bound. The load generator,
the server process(es) and PostgreSQL share these ${machine.cpus} CPUs too.

${detailTable(report)}

${searchTable(report)}
${postgres ? `\nPostgreSQL targets at ${TARGET_CONNECTIONS} connections: ${postgresTargetsText(postgres)}.\n` : ''}
${processSection(report)}`.trim();
}

/** The console table: one line per run and store. */
export function storesConsoleTable(report: StoresReport): string {
  const lines = report.runs.flatMap((runs) =>
    [...runs.detail, ...runs.search].map(
      (run) =>
        `${STORE_NAMES[runs.store].padEnd(10)} ${String(runs.processes).padStart(2)} proc  ${`${run.label} × ${run.connections}`.padEnd(58)} ` +
        `p50 ${ms(run.latency.p50).padStart(9)}  p95 ${ms(run.latency.p95).padStart(9)}  ${perSecond(run.requestsPerSecond).padStart(6)}/s  ${failed(run)} failed`,
    ),
  );
  return lines.join('\n');
}
