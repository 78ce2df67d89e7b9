// The gene-action runs of `npm run bench:api`: while `clients` connections each send a heavy gene action, the next as
// soon as the previous answer's last byte has come, one more connection asks GET /api/subscription/status every few
// milliseconds. The status latencies say whether the request thread stays free while the gene actions are worked on
// (target: p99 < 100 ms). Each heavy client connects from an address of its own on the loopback network (127.0.0.11,
// .12, …), as separate clients would: the server counts its per-client limits by address. The heavy answers are
// counted, not kept: tens of megabytes each would otherwise cost the load generator, which shares the machine's cores
// with the server, more than the server.
import http from 'node:http';
import Database from 'better-sqlite3';
import type { Random } from '../dataScale/random';
import { loopbackUrl, summariseLatencies, type LatencySummary } from './measure';

export const STATUS_PATH = '/api/subscription/status';
export const STATUS_TARGET_P99_MS = 100;
/** A status request is sent this long after the previous one was sent (or at once when its answer came later). */
const STATUS_EVERY_MS = 5;

export interface GeneActionWorkload {
  label: string;
  path: string;
  body: string;
}

export interface PressureResult {
  label: string;
  clients: number;
  durationSeconds: number;
  status: LatencySummary & { count: number; non2xx: number };
  heavy: LatencySummary & { count: number; non2xx: number; meanBytes: number; requestBytes: number };
}

/** The loci a run asks for: a seeded sample of the dataset's AGI codes, distinct. */
export function sampleLocusNames(file: string, random: Random, count: number): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const names = db.prepare<[], { name: string }>("SELECT name FROM records WHERE type = 'locus' AND name IS NOT NULL ORDER BY id").all().map((row) => row.name);
    // A partial Fisher-Yates shuffle: the first `count` places get a random pick of the rest.
    for (let index = 0; index < Math.min(count, names.length); index += 1) {
      const other = index + random.below(names.length - index);
      [names[index], names[other]] = [names[other]!, names[index]!];
    }
    return names.slice(0, count);
  } finally {
    db.close();
  }
}

/** The heaviest requests these calls accept: 10,000 distinct loci each (the id lists' limit). */
export function heavyGeneActions(loci: readonly string[]): GeneActionWorkload[] {
  const locusIds = [...loci];
  return [
    { label: 'gene/descriptions, 10,000 loci', path: '/api/search/gene/descriptions', body: JSON.stringify({ locusIds }) },
    { label: 'annotation, 10,000 loci, every keyword type', path: '/api/search/annotation', body: JSON.stringify({ keyword_types: [], locusIds }) },
    {
      label: 'sequences, transcripts of every model of 10,000 loci',
      path: '/api/search/sequences',
      body: JSON.stringify({ locusIds, dataset: 'araport11_transcript', format: 'all_models' }),
    },
  ];
}

interface Answer {
  status: number;
  bytes: number;
  milliseconds: number;
}

/**
 * Sends one request and counts its answer's bytes (Accept-Encoding: identity, so the bytes are the answer's own);
 * from `localAddress` when given (a loopback address), as a client of its own.
 */
function ask(agent: http.Agent, url: URL, method: 'GET' | 'POST', body?: string, headers: Record<string, string> = {}, localAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method,
        ...(localAddress ? { localAddress } : {}),
        headers: { 'accept-encoding': 'identity', ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, milliseconds: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** GET /api/subscription/status every STATUS_EVERY_MS over one connection while `heavy` clients loop `workload`. */
export async function runUnderPressure({
  base,
  workload,
  clients,
  durationSeconds,
}: {
  base: string;
  workload: GeneActionWorkload | null;
  clients: number;
  durationSeconds: number;
}): Promise<PressureResult> {
  const origin = loopbackUrl(base);
  const endAt = performance.now() + durationSeconds * 1000;
  const heavyAgents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const statusAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const heavyAnswers: Answer[] = [];
  const statusAnswers: Answer[] = [];

  const heavyClient = async (_: unknown, index: number) => {
    if (!workload) return;
    const address = `127.0.0.${11 + index}`;
    while (performance.now() < endAt) heavyAnswers.push(await ask(heavyAgents[index]!, new URL(workload.path, origin), 'POST', workload.body, {}, address));
  };
  const statusClient = async () => {
    while (performance.now() < endAt) {
      const sent = performance.now();
      statusAnswers.push(await ask(statusAgent, new URL(STATUS_PATH, origin), 'GET'));
      const wait = sent + STATUS_EVERY_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  const started = performance.now();
  try {
    await Promise.all([statusClient(), ...Array.from({ length: workload ? clients : 0 }, heavyClient)]);
  } finally {
    for (const agent of heavyAgents) agent.destroy();
    statusAgent.destroy();
  }
  const summary = (answers: Answer[]) => ({
    ...summariseLatencies(answers.map((answer) => answer.milliseconds)),
    count: answers.length,
    non2xx: answers.filter((answer) => answer.status < 200 || answer.status > 299).length,
  });
  return {
    label: workload?.label ?? 'none (status alone)',
    clients: workload ? clients : 0,
    durationSeconds: (performance.now() - started) / 1000,
    status: summary(statusAnswers),
    heavy: {
      ...summary(heavyAnswers),
      meanBytes: heavyAnswers.length > 0 ? heavyAnswers.reduce((sum, answer) => sum + answer.bytes, 0) / heavyAnswers.length : 0,
      requestBytes: workload ? Buffer.byteLength(workload.body) : 0,
    },
  };
}

export interface SingleRequestCost {
  label: string;
  requestBytes: number;
  answerBytes: number;
  /** The same answer as Chromium asks for it (brotli). */
  compressedBytes: number;
  latency: LatencySummary;
  count: number;
}

/** One request asked `count` times in a row: its size in and out, and how long it takes alone. */
export async function measureOneRequest(base: string, workload: GeneActionWorkload, count: number): Promise<SingleRequestCost> {
  const origin = loopbackUrl(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const answers: Answer[] = [];
    for (let index = 0; index < count; index += 1) answers.push(await ask(agent, new URL(workload.path, origin), 'POST', workload.body));
    const compressed = await ask(agent, new URL(workload.path, origin), 'POST', workload.body, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    return {
      label: workload.label,
      requestBytes: Buffer.byteLength(workload.body),
      answerBytes: answers[0]?.bytes ?? 0,
      compressedBytes: compressed.bytes,
      latency: summariseLatencies(answers.map((answer) => answer.milliseconds)),
      count,
    };
  } finally {
    agent.destroy();
  }
}
