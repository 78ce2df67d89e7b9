// npx tsx scripts/benchTools/blastPage.ts — not a test: how long the request thread is held while the largest BLAST
// report the service accepts (64 MB of BLAST+ JSON: 50 queries of 400 bases, 790 hits each, made up here over demo
// gene ids) becomes a results page, made on the request thread (as reports up to 256 KB are) and in the report page
// worker (reportPages.ts), and while a TEXT reply of the same size is sent decoded or as bytes. The longest gap
// between 1 ms timer ticks of this thread, from the report's arrival (its chunks collected beforehand) until the
// answer has gone to a sink.
import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/database.ts';
import { sqliteGeneActionStore } from '../../server/search/actions/sqliteStore.ts';
import { seedDatabase } from '../../server/seed.ts';
import { readBlastRequest } from '../../server/tools/blast/blastRequest.ts';
import { OutputChunks } from '../../server/tools/blast/outputChunks.ts';
import { reportBytesPageBody } from '../../server/tools/blast/reportPage.ts';
import { reportPageWorker } from '../../server/tools/blast/reportPages.ts';
import { toolPage, toolPageAround } from '../../server/tools/shared/html.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = path.join(root, '.data/bench-blast-page');
mkdirSync(dataDir, { recursive: true });
const databaseFile = path.join(dataDir, 'portal.sqlite');
const db = openDatabase(databaseFile);
await seedDatabase(db, { demoAccounts: false });
const store = sqliteGeneActionStore(db);

const QUERIES = 50;
const HITS = 790;
const LENGTH = 400;
const residues = (seed: number) => Array.from({ length: LENGTH }, (_, index) => 'ACGT'[(index * 7 + seed) % 4]).join('');
const hit = (query: number, index: number) => ({
  description: [{ title: `AT${1 + (index % 5)}G${String(10010 + index * 10).padStart(5, '0')}.1 | Symbols: S${index} | a protein, number ${index} | chr1:${index * 1000}-${index * 1000 + 999} FORWARD LENGTH=${LENGTH}`, id: `gnl|BL_ORD_ID|${index}` }],
  len: 2_000,
  hsps: [{ bit_score: 700.5, score: 380, evalue: 1e-100, identity: LENGTH - 3, positive: LENGTH - 3, gaps: 1, align_len: LENGTH, query_from: 1, query_to: LENGTH, query_strand: 'Plus', hit_from: 100, hit_to: 99 + LENGTH, hit_strand: 'Plus', qseq: residues(query), hseq: residues(index), midline: '|'.repeat(LENGTH) }],
});
const report = JSON.stringify({
  BlastOutput2: Array.from({ length: QUERIES }, (_, query) => ({
    report: { program: 'blastn', version: 'BLASTN 2.12.0+', search_target: { db: 'araport11_transcript' }, results: { search: { query_title: `Query_${query + 1}`, query_len: LENGTH, hits: Array.from({ length: HITS }, (_, index) => hit(query, index)), stat: { db_num: 50_000, db_len: 60_000_000 } } } },
  })),
});
/** The report as runProgram collects BLAST+'s output. */
const printed = () => {
  const output = new OutputChunks();
  for (let at = 0; at < report.length; at += 65_536) output.push(Buffer.from(report.slice(at, at + 65_536)));
  return output.chunks();
};
const input = {
  request: readBlastRequest({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: 'ACGT', MaxScores: '1000', MaxAlignments: '1000', Expectation: '1000' }),
  queries: Array.from({ length: QUERIES }, (_, query) => ({ title: `query ${query + 1}`, sequence: residues(query) })),
  databaseSequences: 50_000,
};

let last = performance.now();
let longest = 0;
const ticks = setInterval(() => {
  const now = performance.now();
  longest = Math.max(longest, now - last);
  last = now;
}, 1);
const sink = () => new Writable({ write: (_chunk, _encoding, done) => setImmediate(done) });
/** Times making and sending the answer to a report that has arrived (collected before the clock starts). */
async function measure(what: string, answer: (report: Buffer[]) => Promise<Readable>): Promise<void> {
  const chunks = printed();
  await new Promise((resolve) => setTimeout(resolve, 100));
  longest = 0;
  last = performance.now();
  const started = performance.now();
  await pipeline(await answer(chunks), sink());
  longest = Math.max(longest, performance.now() - last);
  console.log(`| ${what} | ${Math.round(performance.now() - started).toLocaleString('en-US')} ms | ${Math.round(longest).toLocaleString('en-US')} ms |`);
}

const pages = reportPageWorker({ store: { kind: 'sqlite', file: databaseFile } });
const page = { title: 'BLAST results', styleNonce: 'nonce' };
console.log(`${availableParallelism()} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}; report ${(report.length / 1e6).toFixed(1)} MB`);
console.log('| answer | made and sent | longest gap |\n|---|---|---|');
try {
  await measure('HTML, made on the request thread', async (chunks) => Readable.from([Buffer.from(toolPage({ ...page, body: await reportBytesPageBody(store, input, chunks) }))]));
  for (const run of [1, 2]) {
    await measure(`HTML, made in the report page worker${run === 1 ? ' (started now)' : ''}`, async (chunks) => {
      const body = await pages.pageBody(input, chunks);
      const { before, after } = toolPageAround(page);
      return Readable.from([Buffer.from(before), body, Buffer.from(after)], { objectMode: false });
    });
  }
  await measure('TEXT, decoded and encoded on the request thread', async (chunks) => Readable.from([Buffer.from(`header\n\n${Buffer.concat(chunks).toString('utf8')}`)]));
  await measure("TEXT, BLAST+'s bytes passed on", async (chunks) => Readable.from([Buffer.from('header\n\n'), ...chunks], { objectMode: false }));
} finally {
  clearInterval(ticks);
  await pages.close();
  db.close();
}
