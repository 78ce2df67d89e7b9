// The results page, streamed in steps from the rows a worker made: byte for byte the page of a mid-size search
// (resultsPage.midSize.html), the rows of a split search each where it was put, and made no faster than its reader
// takes it.
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { genomicBases } from '../../sequences/demoGenome';
import { packAnswer, unpackAnswer } from './answer';
import type { DatasetSequence } from './datasets';
import { packedPageRows, packRows, RowList, type PageRows } from './packedRows';
import { readPatmatchRequest } from './request';
import { resultsPage } from './resultsPage';
import { runSearch } from './search';

const NONCE = 'fixture-nonce';
const TIME_LIMIT_MS = 20_000;

async function text(page: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of page) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('the results page', () => {
  // Three stretches of the demo genome under names, descriptions and links that need escaping; 1 mismatch of any
  // kind on both strands, cut at 100 hits: marked and unmarked residues, Watson and Crick, the cut notice.
  const sequences: DatasetSequence[] = [
    { name: 'AT2G01010', description: 'Rho & <GTPase> "activating" protein', link: '/locus?key=1&view=full', residues: genomicBases('2', 1_000_001, 1_010_000) },
    { name: 'AT2G01020.1', description: "5' UTR & intron", link: '/gene?key=2', residues: genomicBases('2', 2_000_001, 2_008_000) },
    { name: 'chrM-part', description: 'Mitochondrial genome', link: null, residues: genomicBases('M', 100_001, 110_000) },
  ];
  const request = readPatmatchRequest({
    current_db: 'araport11_genomic_locus',
    seq_class: 'nucleotide',
    pat: 'GATCAAG',
    strand: 'both strands',
    maxhits: '100',
    mismatch: '1',
    min_seq_hits: '1',
    max_seq_hits: '99999',
  });

  it('is byte for byte the page of a mid-size search', async () => {
    const result = runSearch(sequences, request, 60_000);
    result.elapsedMs = 1234;
    const page = await text(resultsPage(request, unpackAnswer(packAnswer(result, request)), NONCE, TIME_LIMIT_MS));
    expect(page).toBe(readFileSync(new URL('./resultsPage.midSize.html', import.meta.url), 'utf8'));
  });

  it('makes no more of the page than its reader has taken, a step or two ahead', async () => {
    const rows = packedPageRows(packRows(Array.from({ length: 50_000 }, (_, index) => `<tr><td>row ${index}</td></tr>`)));
    let made = 0;
    const counted: PageRows = {
      length: rows.length,
      run: (first, bytes) => {
        const run = rows.run(first, bytes);
        made = Math.max(made, run.next);
        return run;
      },
    };
    const counts = { hits: rows.length, sequences: 1, searched: { sequences: 1, residues: 1 }, cutAtMaxHits: false, timedOut: false, elapsedMs: 1 };
    const page = resultsPage(request, { ...counts, rows: counted }, NONCE, TIME_LIMIT_MS);
    // Nobody reads: the stream fills its buffer, then stops asking for steps.
    page.on('readable', () => undefined);
    await expect.poll(() => page.readableLength >= page.readableHighWaterMark).toBe(true);
    const madeWhenFull = made;
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(made).toBe(madeWhenFull);
    expect(made).toBeLessThan(rows.length / 4);
    // Read to the end: every row, once, in order.
    const whole = await text(page);
    expect(whole.match(/<td>row \d+<\/td>/g)).toHaveLength(rows.length);
  });

  it('lists rows taken from several sets, out of their order and across chunks, each where it was put', async () => {
    // Two sets of over a megabyte each: each fills more than one chunk.
    const texts = (set: string) => Array.from({ length: 30_000 }, (_, index) => `<tr><td>${set} ${index}</td><td>${'ACGT'.repeat(10)}</td></tr>`);
    const [a, b] = [texts('a'), texts('b')];
    const [packedA, packedB] = [packRows(a), packRows(b)];
    expect(packedA.chunks.length).toBeGreaterThan(1);
    const list = new RowList();
    const expected: string[] = [];
    const take = (set: 'a' | 'b', first: number, count: number) => {
      list.add(set === 'a' ? packedA : packedB, first, count);
      expected.push(...(set === 'a' ? a : b).slice(first, first + count));
    };
    take('a', 0, 20_000);
    take('b', 5, 1);
    take('a', 20_001, 9_999);
    take('b', 0, 5);
    take('a', 20_000, 1);
    take('b', 6, 29_994);
    const counts = { hits: list.length, sequences: 2, searched: { sequences: 2, residues: 1 }, cutAtMaxHits: false, timedOut: false, elapsedMs: 1 };
    const page = await text(resultsPage(request, { ...counts, rows: list }, NONCE, TIME_LIMIT_MS));
    expect(/<tbody>\n([^]*)\n<\/tbody>/.exec(page)?.[1]).toBe(expected.join('\n'));
  });
});
