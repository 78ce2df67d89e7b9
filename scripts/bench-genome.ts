// npm run bench:genome — not a test: the genome API on the full-scale dataset (SCALE_DB, default .data/scale.sqlite,
// from `npm run data:scale`) through a real server on 127.0.0.1 (port 4331 or BENCH_GENOME_PORT). For every track,
// BENCH_RUNS (default 100) regions of 1 Mb, one request at a time, at places drawn by a fixed seed on Chr1–Chr5, after
// 10 warm-up requests; then the whole-genome GFF3 export once. Target: a 1 Mb region answers in under 200 ms.
// With DATABASE_URL the server runs on that PostgreSQL database instead (the full-scale dataset loaded by
// `npm run data:scale -- --to <url>` or `npm run db:copy`). Writes its section of docs/perf.md, one per store.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENOME_CHROMOSOME_LENGTHS } from '../contracts/genome/chromosomes.ts';
import { GENOME_TRACKS, genomeFeaturesAnswerSchema } from '../contracts/genome/features.ts';
import { regionText } from '../contracts/genome/region.ts';
import { buildServer } from '../server/app.ts';
import { openPostgresBackend } from '../server/backend/postgresBackend.ts';
import { redactedUrl } from '../server/db/postgres/connection.ts';
import { summariseLatencies } from './benchApi/measure.ts';
import { withSection } from './benchApi/perfSection.ts';
import { scaleDatabaseFile } from './dataScale/location.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_GENOME_PORT ?? 4331);
const runs = Number(process.env.BENCH_RUNS ?? 100);
const REGION_LENGTH = 1_000_000;
const TARGET_MS = 200;
const CHROMOSOMES = ['Chr1', 'Chr2', 'Chr3', 'Chr4', 'Chr5'] as const;
const databaseUrl = process.env.DATABASE_URL;
const store = databaseUrl ? 'postgres' : 'sqlite';
const SECTION = { name: `genome (${store})`, start: `<!-- genome-bench-${store}:start -->`, end: `<!-- genome-bench-${store}:end -->` };

const databaseFile = scaleDatabaseFile();
if (!databaseUrl && !existsSync(databaseFile)) {
  console.error(`No ${databaseFile}: run npm run data:scale first (or set SCALE_DB).`);
  process.exit(1);
}

/** The same regions every run: a linear congruential generator from a fixed seed. */
function* regions(seed = 20_260_101) {
  let state = seed;
  for (;;) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const chromosome = CHROMOSOMES[state % CHROMOSOMES.length]!;
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const start = 1 + (state % (GENOME_CHROMOSOME_LENGTHS[chromosome] - REGION_LENGTH));
    yield { chromosome, start, end: start + REGION_LENGTH - 1 };
  }
}

const backend = databaseUrl ? await openPostgresBackend({ url: databaseUrl, dataDir: path.join(root, '.data/bench-genome'), searchWorkers: 0 }) : undefined;
// The derived rows of the gene actions are brought up to date at start (about 40 s at full scale), before the server's
// plugins load: the server would otherwise not be ready within Fastify's plugin timeout.
await backend?.geneActionStore.prepare();
const app = buildServer(backend ? { backend } : { databaseFile, searchWorkers: 0 });
const databaseLabel = databaseUrl ? `PostgreSQL, ${redactedUrl(databaseUrl)}` : `\`${path.relative(root, databaseFile)}\`, SQLite`;
await app.listen({ host: '127.0.0.1', port });
const origin = `http://127.0.0.1:${port}`;

async function timed(url: string): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms, text };
}

const rows: string[] = [];
try {
  for (const track of GENOME_TRACKS) {
    const places = regions();
    const next = () => `${origin}/api/genome/features?track=${track.id}&region=${regionText(places.next().value!)}`;
    for (let warm = 0; warm < 10; warm += 1) await timed(next());
    const latencies: number[] = [];
    let features = 0;
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const { ms, text } = await timed(next());
      latencies.push(ms);
      features += genomeFeaturesAnswerSchema.parse(JSON.parse(text)).features.length;
      bytes += Buffer.byteLength(text);
    }
    const { p50, p95, max } = summariseLatencies(latencies);
    const line = `| \`${track.id}\` | ${runs} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${max.toFixed(1)} ms | ${(features / runs).toFixed(0)} | ${(bytes / runs / 1024).toFixed(1)} KB | ${p95 < TARGET_MS ? 'met' : 'NOT met'} |`;
    console.log(line);
    rows.push(line);
  }
  const whole = await timed(`${origin}/api/genome/features.gff3`);
  const wholeLines = whole.text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
  console.log(`whole-genome GFF3: ${(whole.ms / 1000).toFixed(1)} s, ${wholeLines} lines`);

  const document = readFileSync(path.join(root, 'docs/perf.md'), 'utf8');
  const body = `## Genome API (${databaseUrl ? 'PostgreSQL' : 'SQLite'})

Measured by \`npm run bench:genome\` on ${new Date().toISOString().slice(0, 10)} against a server on the full-scale dataset (${databaseLabel}), one request at a time over loopback, asked uncompressed: for each track ${runs} regions of 1 Mb on Chr1–Chr5 drawn by a fixed seed, after 10 warm-up requests. Latency is from sending the request to the end of the answer. Machine: ${availableParallelism()} CPUs shared with other work, load average ${loadavg()[0]!.toFixed(1)} at the end. Target: p95 under ${TARGET_MS} ms for a 1 Mb region.

| track | requests | p50 | p95 | max | features per answer | answer | p95 < ${TARGET_MS} ms |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

The whole-genome GFF3 export (\`GET /api/genome/features.gff3\`, every track) took ${(whole.ms / 1000).toFixed(1)} s for ${wholeLines.toLocaleString('en')} feature lines (${(Buffer.byteLength(whole.text) / 1024 / 1024).toFixed(1)} MB). The full-scale dataset has no marker, polymorphism, transposon or clone records (its 28,442 transposon elements are listed inside the 300 transposon family records), so those tracks' rows measure the range query over an empty part of the index.`;
  writeFileSync(path.join(root, 'docs/perf.md'), withSection(document, SECTION, body));
} finally {
  await app.close();
}
