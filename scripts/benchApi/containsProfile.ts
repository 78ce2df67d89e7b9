// npx tsx scripts/benchApi/containsProfile.ts [database] [queries] — not a test: the CPU one gene name 'contains'
// search of 3-5 characters costs inside the server, without HTTP or a load generator, so that index changes can be
// compared on a loaded machine (CPU time, unlike latency, hardly depends on what else runs). The texts are drawn as
// `npm run bench:api` draws them (scripts/benchApi/searchLoad.ts), with its seed. Prints the mean, median, p95 and
// worst CPU per search, and the slowest texts with how many loci they match.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/database';
import { ensureSearchIndex } from '../../server/search/buildIndex';
import { categoryByName } from '../../server/search/categories';
import { sqliteSearchStore } from '../../server/search/sqlite/store';
import { scaleDatabaseFile } from '../dataScale/location';
import { randomFrom } from '../dataScale/random';
import { percentile } from './measure';
import { searchWorkloads } from './searchLoad';

const file = process.argv[2] ?? scaleDatabaseFile();
const count = Number(process.argv[3] ?? 1_000);
const LABEL = 'gene name contains 3-5 characters';

const db = openDatabase(file);
ensureSearchIndex(db, (message) => console.log(`  ${message}`));
const workload = searchWorkloads(file, randomFrom(20_260_101)).find((one) => one.label === LABEL);
if (!workload) throw new Error(`${file} has no gene names to draw from.`);
const gene = categoryByName.get('gene')!;
const store = sqliteSearchStore(db);
const bodies = Array.from({ length: count }, () => workload.body() as Record<string, unknown>);

const cpuOf = (body: Record<string, unknown>) => {
  const { rowsLimit, ...payload } = body;
  const query = { ...gene.query(gene.payload.parse(payload)), limit: Number(rowsLimit) };
  const before = process.cpuUsage();
  const result = store.search(query);
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, total: result.total };
};

// A first pass warms the page cache and the prepared statements; the second is measured.
for (const body of bodies) cpuOf(body);
const started = performance.now();
const runs = bodies.map((body) => ({ text: String(body.detailSearchText), ...cpuOf(body) }));
const wall = performance.now() - started;
const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
const fixed = (ms: number) => ms.toFixed(2);
console.log(`${runs.length} searches on ${file}: CPU per search mean ${fixed(mean)} ms, p50 ${fixed(percentile(sorted, 0.5))} ms, ` +
  `p95 ${fixed(percentile(sorted, 0.95))} ms, max ${fixed(sorted[sorted.length - 1]!)} ms; wall ${fixed(wall / runs.length)} ms per search.`);
console.log('Slowest:');
for (const run of [...runs].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  '${run.text}': ${fixed(run.ms)} ms, ${run.total} loci`);
db.close();
