// @vitest-environment node
// The worker pool on real worker threads over the demo genomic locus sequences (cut into small pieces here, so that
// many loci are split): a search split between the two workers answers exactly what one worker answers, a search is
// split or not as the split rule decides (splitRule.test.ts tests the rule itself), and the pool asks the rule about a
// search that begins while another waits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { sqliteGeneActionStore } from '../../search/actions/sqliteStore';
import { seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import { packAnswer, unpackAnswer, type PatmatchAnswer } from './answer';
import { loadDatasetSequences, patmatchDataset, type DatasetSequence } from './datasets';
import { rowTexts } from './packedRows';
import { PatmatchPool } from './pool';
import { runSearch, type SearchOptions } from './search';
import { splitWhenOthersIdle, type SplitRule, type SplitSituation } from './splitRule';

let temp: TempDir;
let sequences: DatasetSequence[];
let pool: PatmatchPool;
/** The rule the pool follows, set by each test; every situation the pool asked it about, in order. */
let splitRule: SplitRule = splitWhenOthersIdle;
let asked: SplitSituation[] = [];

const DATASET = 'araport11_genomic_locus';
const OPTIONS: SearchOptions = {
  sequenceClass: 'nucleotide',
  pattern: 'GATCAAGTTG',
  strand: 'both strands',
  maxHits: 75000,
  mismatches: 1,
  kinds: { substitution: true, insertion: true, deletion: true },
  minSequenceHits: 1,
  maxSequenceHits: 99999,
};

beforeAll(async () => {
  temp = tempDir();
  const db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
  sequences = await loadDatasetSequences(sqliteGeneActionStore(db), patmatchDataset(DATASET)!);
  db.close();
  pool = new PatmatchPool({
    store: { kind: 'sqlite', file: temp.file('portal.sqlite') },
    threads: 2,
    pieceResidues: 3_000,
    overlapResidues: 0,
    splitRule: (situation) => {
      asked.push(situation);
      return splitRule(situation);
    },
  });
}, 60_000);
beforeEach(async () => {
  splitRule = splitWhenOthersIdle;
  // Both workers idle with the dataset read: the first search of the pool runs whole while the other worker reads it.
  if (pool.idleWorkersHolding(DATASET) < 2) await pool.search(DATASET, OPTIONS);
  await expect.poll(() => pool.idleWorkersHolding(DATASET)).toBe(2);
  asked = [];
}, 60_000);
afterAll(async () => {
  await pool?.close();
  temp?.remove();
});

/** What an answer shows, but for its time: its counts and the rows of its hit table. */
const withoutTime = ({ elapsedMs: _elapsed, rows, ...counts }: PatmatchAnswer) => ({ ...counts, rows: rowTexts(rows) });

/** The answer of one worker searching in this thread. */
const alone = (options: SearchOptions) => withoutTime(unpackAnswer(packAnswer(runSearch(sequences, options, 60_000), options)));

/** One search, and whether the pool split it. */
async function searchCounted(options: SearchOptions): Promise<{ result: PatmatchAnswer; split: boolean }> {
  const before = { ...pool.counts };
  const result = await pool.search(DATASET, options);
  expect(pool.counts.split + pool.counts.whole - before.split - before.whole).toBe(1);
  return { result, split: pool.counts.split > before.split };
}

describe('the PatMatch pool', () => {
  it('answers a split search exactly as one worker does', { timeout: 60_000 }, async () => {
    splitRule = () => true;
    for (const options of [OPTIONS, { ...OPTIONS, maxSequenceHits: 2 }, { ...OPTIONS, strand: 'Crick', maxHits: 100 }, { ...OPTIONS, mismatches: 0, pattern: 'GATCAAG' }] as SearchOptions[]) {
      const expected = alone(options);
      const { result, split } = await searchCounted(options);
      expect(split).toBe(true);
      expect(withoutTime(result)).toEqual(expected);
    }
    expect(sequences.some((entry) => entry.residues.length >= 6_000)).toBe(true);
  });

  it('runs a search whole on one worker when the rule says so, though the other is idle', { timeout: 60_000 }, async () => {
    splitRule = () => false;
    const { result, split } = await searchCounted(OPTIONS);
    expect(split).toBe(false);
    expect(asked).toEqual([{ idleWorkers: 1, waiting: 0 }]);
    expect(withoutTime(result)).toEqual(alone(OPTIONS));
  });

  it('asks the rule about a search that begins while another waits, and answers each search as one worker does', { timeout: 60_000 }, async () => {
    const before = { ...pool.counts };
    const variants = [OPTIONS, { ...OPTIONS, maxSequenceHits: 5 }, { ...OPTIONS, strand: 'Watson' }] as SearchOptions[];
    const results = await Promise.all(variants.map((options) => pool.search(DATASET, options)));
    // The first finds the other worker idle and nothing waiting, and is split over both; the other two wait. The
    // first worker to finish a job of it takes the second while the third waits. When the third begins depends on
    // the workers' pace, so only that nothing waits behind it is certain.
    expect(asked.slice(0, 2)).toEqual([
      { idleWorkers: 1, waiting: 0 },
      { idleWorkers: 0, waiting: 1 },
    ]);
    expect(asked).toHaveLength(3);
    expect(asked[2]!.waiting).toBe(0);
    const decisions = asked.map(splitWhenOthersIdle);
    expect(pool.counts.split - before.split).toBe(decisions.filter(Boolean).length);
    expect(pool.counts.whole - before.whole).toBe(decisions.filter((decision) => !decision).length);
    results.forEach((result, index) => expect(withoutTime(result)).toEqual(alone(variants[index]!)));
  });
});
