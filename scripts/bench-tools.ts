// npm run bench:tools — not a test: the tools service on a real server (127.0.0.1, port 4195 or BENCH_TOOLS_PORT)
// over the demo dataset. BLAST: a 1 kb query (a transcript fragment) against the demo transcripts, target < 2 s;
// PatMatch: a 10-residue pattern with 1 mismatch over the demo transcripts, genomic loci, the whole demo genome and
// the intergenic regions, target < 1 s: with the form's hits-per-sequence window (1-100), and over the genome and the
// intergenic regions also with every hit listed (at most 99999 a sequence), which reads every base of both strands. The median and p95 of BENCH_RUNS (default 10) runs each, after one warm-up that builds the BLAST
// database or loads the PatMatch dataset (timed apart). Writes the figures into docs/perf.md ("Tools service").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/app.ts';
import { sqliteGeneActionStore } from '../server/search/actions/sqliteStore.ts';
import { seedDatabase } from '../server/seed.ts';
import { sequenceEntries } from '../server/sequences/service.ts';
import { postForm, timePosts, type Timing } from './benchTools/measure.ts';
import { withToolsSection } from './benchTools/perfSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = path.join(root, '.data/bench-tools');
const port = Number(process.env.BENCH_TOOLS_PORT ?? 4195);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const BLAST_TARGET_MS = 2_000;
const PATMATCH_TARGET_MS = 1_000;
const PATMATCH_PATTERN = 'GATCAAGTTG';

mkdirSync(dataDir, { recursive: true });
const app = buildServer({ databaseFile: path.join(dataDir, 'portal.sqlite') });
await seedDatabase(app.db, { demoAccounts: false });
await app.listen({ host: '127.0.0.1', port });
const origin = `http://127.0.0.1:${port}`;

interface Row {
  what: string;
  /** For the list of every run. */
  short: string;
  warmUp: number;
  timing: Timing | null;
  target: number;
  note?: string;
}
const rows: Row[] = [];
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

try {
  const [transcript] = await sequenceEntries(sqliteGeneActionStore(app.db), { ids: { kind: 'gene', values: ['AT1G01010.1'] }, source: 'araport11_transcript', format: 'query_match' });
  if (!transcript || transcript.sequence.length < 1_300) throw new Error('The demo dataset has no AT1G01010.1 transcript of 1,300 bases or more.');
  const blastFields = { algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: `>AT1G01010.1 300-1299\n${transcript.sequence.slice(300, 1_300)}` };
  const blastUrl = `${origin}/tools-service/blast`;
  const warm = await postForm(blastUrl, blastFields);
  if (warm.status !== 200) throw new Error(`BLAST answered ${warm.status}: ${warm.body.slice(0, 400)}`);
  const timing = await timePosts(blastUrl, blastFields, runs, (body) => body.includes('AT1G01010.1'));
  rows.push({ what: 'BLAST blastn, 1,000-base query, Araport11 transcripts', short: 'BLAST', warmUp: warm.ms, timing, target: BLAST_TARGET_MS });

  const patmatchUrl = `${origin}/tools-service/patmatch`;
  // Rows of one dataset follow each other: a worker keeps 150 million residues, so the genome makes room for the
  // intergenic regions.
  for (const [dataset, label, short, maxSequenceHits] of [
    ['araport11_transcript', 'Araport11 transcripts', 'PatMatch transcripts', '100'],
    ['araport11_genomic_locus', 'Araport11 genomic locus sequences', 'PatMatch genomic loci', '100'],
    ['genome', 'the demo genome (7 chromosomes, 120 Mb)', 'PatMatch genome', '100'],
    ['genome', 'the demo genome, every hit listed', 'PatMatch genome, every hit', '99999'],
    ['araport11_intergenic', 'Araport11 intergenic sequences (115 Mb)', 'PatMatch intergenic', '100'],
    ['araport11_intergenic', 'Araport11 intergenic sequences, every hit listed', 'PatMatch intergenic, every hit', '99999'],
  ] as const) {
    const fields = { seq_class: 'nucleotide', current_db: dataset, pat: PATMATCH_PATTERN, strand: 'both strands', mismatch: '1', insertion: 'on', deletion: 'on', substitution: 'on', maxhits: '75000', min_seq_hits: '1', max_seq_hits: maxSequenceHits };
    const first = await postForm(patmatchUrl, fields);
    if (first.status === 404) {
      rows.push({ what: `PatMatch, ${PATMATCH_PATTERN} with 1 mismatch, ${label}`, short, warmUp: Number.NaN, timing: null, target: PATMATCH_TARGET_MS, note: 'no PatMatch service on this server' });
      break;
    }
    if (first.status !== 200) {
      rows.push({ what: `PatMatch, ${PATMATCH_PATTERN} with 1 mismatch, ${label}`, short, warmUp: first.ms, timing: null, target: PATMATCH_TARGET_MS, note: `answered ${first.status}: ${first.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 160)}` });
      continue;
    }
    rows.push({ what: `PatMatch, ${PATMATCH_PATTERN} with 1 mismatch, ${label}`, short, warmUp: first.ms, timing: await timePosts(patmatchUrl, fields, runs, () => true), target: PATMATCH_TARGET_MS });
  }
} finally {
  await app.close();
}

const verdict = (row: Row) => (row.timing === null ? `< ${ms(row.target)}: not measured (${row.note})` : row.timing.p95 < row.target ? `< ${ms(row.target)}: met` : `< ${ms(row.target)}: **not met**`);
const table = rows.map(
  (row) =>
    `| ${row.what} | ${Number.isNaN(row.warmUp) ? '—' : ms(row.warmUp)} | ${row.timing ? ms(row.timing.median) : '—'} | ${row.timing ? ms(row.timing.p95) : '—'} | ${row.timing ? ms(row.timing.cpuPerRun) : '—'} | ${verdict(row)} |`,
);
const section = `## Tools service

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:tools\` on ${availableParallelism()} cores (load ${loadavg()[0]!.toFixed(1)}), the
reference server on 127.0.0.1 over the demo dataset, ${runs} form posts one after another, each timed until the whole answer
has arrived. The first post (not counted) builds the BLAST database with makeblastdb, or loads the PatMatch dataset
(one worker thread reads it for the search while the other reads it too). PatMatch splits each search between its 2
worker threads (docs/patmatch.md, "How a search is split"). BLAST+ runs blastn (task blastn, the form's defaults: E 10, 100 scores, 50 alignments) on one thread. PatMatch posts
search both strands with 1 mismatch of any kind, at most 75000 hits, listing sequences with 1-100 hits (the form's
defaults) or, in the "every hit listed" rows, 1-99999. CPU per post is this process's CPU time (server, worker
threads, client) over the posts, divided by their number: a loaded machine inflates wall time far more.

| search | first post | median | p95 | CPU per post | target (p95) |
|---|---|---|---|---|---|
${table.join('\n')}

Every run (ms): ${rows.filter((row) => row.timing).map((row) => `${row.short}: ${row.timing!.runs.map((run) => Math.round(run)).join(', ')}`).join('; ')}.
`;
const perfFile = path.join(root, 'docs/perf.md');
writeFileSync(perfFile, withToolsSection(readFileSync(perfFile, 'utf8'), section));
console.log(section);
