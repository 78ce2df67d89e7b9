// The browse calls under load: each page's one call, as the page sends it, against a server (loopback only). The
// searches run on the full-scale dataset; the gene family and microarray experiment calls read records only the
// demo dataset holds (the historical family list, family and experiment records, array elements), so they run on
// a server over a freshly seeded demo database, each for its largest family and experiment.
import { runLeanLoad } from '../benchApi/leanLoad';
import { runLoad, type LoadResult } from '../benchApi/measure';
import type { BenchServer } from '../benchApi/serverProcess';
import { recentLiteratureRequest } from '../../contracts/browse/recentLiterature';

export interface BrowseCall {
  page: string;
  method: 'GET' | 'POST';
  /** The path with its query, e.g. '/api/browse/gene-family?key=3100008'. */
  path: string;
  body?: unknown;
  /** How many rows the page shows from the answer. */
  rows: (answer: unknown) => number;
}

/** What a call was measured on, and how it was asked. */
export interface BrowseCallResult {
  call: BrowseCall;
  dataset: 'full-scale' | 'demo';
  /** 'identity' when the answer was asked for uncompressed, else the Accept-Encoding sent. */
  acceptEncoding: string;
  /**
   * Who asked: autocannon, or the lean generator (benchApi/leanLoad.ts), which reads no answer's body; with answers
   * of 100 KB and more, autocannon's own work on the two shared cores sets the pace of the run.
   */
  generator: 'autocannon' | 'lean';
  result: LoadResult;
  rows: number;
  /**
   * The server process's CPU time (user and system) per answer over the run: what an answer costs the server,
   * which other processes on the machine inflate far less than they inflate latency.
   */
  serverCpuMs: number;
}

/** What Chromium sends: the answer comes compressed as a visitor's browser receives it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const field = (answer: unknown, name: string) => (answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined);

export const searchCalls: BrowseCall[] = [
  { page: 'Transposon Families', method: 'POST', path: '/api/search/transposonfamily', body: {}, rows: (answer) => lengthOf(field(answer, 'docs')) },
  { page: 'Gene Class Symbols', method: 'POST', path: '/api/search/genesymbol', body: {}, rows: (answer) => lengthOf(field(answer, 'docs')) },
  {
    page: 'Recently Added Literature',
    method: 'POST',
    path: '/api/search/publication',
    body: recentLiteratureRequest(new Date().getFullYear()),
    rows: (answer) => lengthOf(field(answer, 'docs')),
  },
];

async function getJson(base: string, path: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}.`);
  return response.json();
}

/** The entry of `candidates` whose answer has the most rows (each asked once). */
async function largest(base: string, candidates: string[], rows: (answer: unknown) => number): Promise<string> {
  let best = { path: candidates[0]!, rows: -1 };
  for (const path of candidates) {
    const count = rows(await getJson(base, path));
    if (count > best.rows) best = { path, rows: count };
  }
  return best.path;
}

/** The gene family and microarray experiment calls, for the largest family and experiment the server has. */
export async function collectionCalls(base: string): Promise<BrowseCall[]> {
  const families = (await getJson(base, '/api/browse/gene-families')) as { key: string }[];
  const experiments = (await getJson(base, '/api/static/microarray-experiments.json')) as string[];
  const familyMembers = (answer: unknown) => lengthOf(field(answer, 'members'));
  const experimentElements = (answer: unknown) => lengthOf(field(answer, 'arrayElements'));
  const familyPath = await largest(base, families.map((family) => `/api/browse/gene-family?key=${encodeURIComponent(family.key)}`), familyMembers);
  const experimentPath = await largest(base, experiments.map((name) => `/api/browse/microarray-experiment?name=${encodeURIComponent(name)}`), experimentElements);
  return [
    { page: 'Gene Families', method: 'GET', path: '/api/browse/gene-families', rows: lengthOf },
    { page: 'Gene family (largest)', method: 'GET', path: familyPath, rows: familyMembers },
    { page: 'Microarray experiment (largest)', method: 'GET', path: experimentPath, rows: experimentElements },
  ];
}

async function answerOf(base: string, call: BrowseCall): Promise<unknown> {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    ...(call.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body) } : {}),
  });
  if (!response.ok) throw new Error(`${call.method} ${call.path} answered ${response.status}.`);
  return response.json();
}

/** Each call for `seconds`, asked uncompressed and then as a browser asks (compressed), by each load generator. */
export async function loadBrowseCalls(
  server: BenchServer,
  calls: BrowseCall[],
  dataset: BrowseCallResult['dataset'],
  connections: number,
  seconds: number,
): Promise<BrowseCallResult[]> {
  const { base } = server;
  const cpuMs = async () => {
    const { cpu } = await server.usage();
    return (cpu.user + cpu.system) / 1000;
  };
  const results: BrowseCallResult[] = [];
  for (const call of calls) {
    // One request first: how many rows the page receives (and the answer is what it should be).
    const rows = call.rows(await answerOf(base, call));
    for (const acceptEncoding of ['identity', BROWSER_ACCEPT_ENCODING]) {
      for (const [generator, run] of [
        ['autocannon', runLoad],
        ['lean', runLeanLoad],
      ] as const) {
        const cpuBefore = await cpuMs();
        const result = await run({
          label: `${call.method} ${call.path}`,
          base,
          connections,
          durationSeconds: seconds,
          nextPath: () => call.path,
          ...(call.method === 'POST' ? { nextBody: () => call.body } : {}),
          headers: { 'accept-encoding': acceptEncoding },
        });
        const serverCpuMs = ((await cpuMs()) - cpuBefore) / Math.max(1, result.responses);
        results.push({ call, dataset, acceptEncoding, generator, result, rows, serverCpuMs });
      }
    }
  }
  return results;
}
