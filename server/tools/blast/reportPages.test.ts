// @vitest-environment node
// The worker that makes large BLAST reports into pages, on a real worker thread over a seeded database file: the
// page body it hands back is byte for byte the one the request thread makes of the same report, hit links included,
// and a report that is not BLAST+'s JSON fails with a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { sqliteGeneActionStore } from '../../search/actions/sqliteStore';
import { seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import { OutputChunks } from './outputChunks';
import { readBlastRequest } from './blastRequest';
import { reportBytesPageBody, type ReportPageInput } from './reportPage';
import { reportPageWorker, type ReportPages } from './reportPages';

let temp: TempDir;
let db: Db;
let pages: ReportPages;

beforeAll(() => {
  temp = tempDir('portal-blast-pages-');
  db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
  pages = reportPageWorker({ store: { kind: 'sqlite', file: temp.file('portal.sqlite') } });
}, 60_000);

afterAll(async () => {
  await pages?.close();
  db?.close();
  temp?.remove();
});

const QUERIES = 4;
const LENGTH = 300;
const residues = (seed: number) => Array.from({ length: LENGTH }, (_, index) => 'ACGT'[(index * 7 + seed) % 4]).join('');

/** A blastn report (-outfmt 15) of 4 queries with 200 hits each, on the demo dataset's gene models and one unknown id. */
function report(): string {
  const models = db.prepare("SELECT name FROM records WHERE type = 'gene' AND name IS NOT NULL ORDER BY name LIMIT 199").all() as { name: string }[];
  const titles = [...models.map(({ name }, index) => `${name} | Symbols: S${index} | a protein & <its> "description" | chr1:${index}-${index + 99} FORWARD LENGTH=${LENGTH}`), 'AT9G99990.1 | unknown'];
  const hit = (title: string, index: number, query: number) => ({
    description: [{ title, id: `gnl|BL_ORD_ID|${index}` }],
    len: 2_000,
    hsps: [
      { bit_score: 500 - index, score: 300, evalue: 1e-40 * (index + 1), identity: LENGTH - 2, positive: LENGTH - 2, gaps: 1, align_len: LENGTH, query_from: 1, query_to: LENGTH, query_strand: 'Plus', hit_from: 10, hit_to: 10 + LENGTH - 1, hit_strand: index % 2 ? 'Minus' : 'Plus', qseq: residues(query), hseq: residues(index), midline: '|'.repeat(LENGTH) },
    ],
  });
  return JSON.stringify({
    BlastOutput2: Array.from({ length: QUERIES }, (_, query) => ({
      report: { program: 'blastn', version: 'BLASTN 2.12.0+', search_target: { db: 'araport11_transcript' }, results: { search: { query_title: `Query_${query + 1}`, query_len: LENGTH, hits: titles.map((title, index) => hit(title, index, query)), stat: { db_num: 1_500, db_len: 2_500_000 } } } },
    })),
  });
}

/** The report as runProgram collects BLAST+'s output. */
function printed(text: string): Buffer[] {
  const output = new OutputChunks();
  for (let at = 0; at < text.length; at += 65_536) output.push(Buffer.from(text.slice(at, at + 65_536)));
  return output.chunks();
}

const input = (): ReportPageInput => ({
  request: readBlastRequest({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: 'ACGT', MaxScores: '1000', MaxAlignments: '1000' }),
  queries: Array.from({ length: QUERIES }, (_, query) => ({ title: `query ${query + 1}`, sequence: residues(query) })),
  databaseSequences: 1_500,
});

describe('the BLAST report page worker', () => {
  it('makes the page body the request thread makes of the same report, byte for byte', async () => {
    const text = report();
    expect(text.length).toBeGreaterThan(1_000_000);
    const here = await reportBytesPageBody(sqliteGeneActionStore(db), input(), printed(text));
    expect(here).toContain('<a href="/gene?key=');
    expect(here).toContain('a protein &amp; &lt;its&gt; &quot;description&quot;');
    const chunks = printed(text);
    expect(chunks.length).toBeGreaterThan(1);
    const body = await pages.pageBody(input(), chunks);
    // The report's memory went to the worker.
    expect(chunks.every((chunk) => chunk.length === 0)).toBe(true);
    expect(Buffer.from(body).toString('utf8')).toBe(here);
  });

  it('fails with a message when the report is not BLAST+ JSON, and makes the next page', async () => {
    await expect(pages.pageBody(input(), printed('{"BlastOutput2": [{"report": 1}]}'))).rejects.toThrow(/report/);
    const body = await pages.pageBody(input(), printed(report()));
    expect(Buffer.from(body).toString('utf8')).toContain('<h2>Query 4: query 4 (300 bases)</h2>');
  });
});
