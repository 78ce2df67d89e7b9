// @vitest-environment node
// The worker pool on real worker threads over the demo genomic locus sequences (cut into small pieces here, so that
// many loci are split): a search split between the two workers answers exactly what one worker answers, and a search
// is not split while another waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { sqliteGeneActionStore } from '../../search/actions/sqliteStore';
import { seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import { loadDatasetSequences, patmatchDataset, type DatasetSequence } from './datasets';
import { PatmatchPool } from './pool';
import { runSearch, type PatmatchResult, type SearchOptions } from './search';

let temp: TempDir;
let sequences: DatasetSequence[];
let pool: PatmatchPool;

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

beforeAll(() => {
  temp = tempDir();
  const db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
  sequences = loadDatasetSequences(sqliteGeneActionStore(db), patmatchDataset(DATASET)!);
  db.close();
  pool = new PatmatchPool({ databaseFile: temp.file('portal.sqlite'), threads: 2, pieceResidues: 3_000, overlapResidues: 0 });
}, 60_000);
afterAll(async () => {
  await pool?.close();
  temp?.remove();
});

const withoutTime = ({ elapsedMs: _elapsed, ...result }: PatmatchResult) => result;

/** Searches until one is split (the first reads the dataset in one worker while the other reads it too). */
async function untilSplit(options: SearchOptions): Promise<PatmatchResult> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const before = pool.counts.split;
    const result = await pool.search(DATASET, options);
    if (pool.counts.split > before) return result;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No search was split.');
}

describe('the PatMatch pool', () => {
  it('answers a split search exactly as one worker does', { timeout: 60_000 }, async () => {
    for (const options of [OPTIONS, { ...OPTIONS, maxSequenceHits: 2 }, { ...OPTIONS, strand: 'Crick', maxHits: 100 }, { ...OPTIONS, mismatches: 0, pattern: 'GATCAAG' }] as SearchOptions[]) {
      const expected = withoutTime(runSearch(sequences, options, 60_000));
      expect(withoutTime(await untilSplit(options))).toEqual(expected);
    }
    expect(sequences.some((entry) => entry.residues.length >= 6_000)).toBe(true);
  });

  it('does not split a search while another waits, and answers each as one worker does', { timeout: 60_000 }, async () => {
    await untilSplit(OPTIONS);
    const before = { ...pool.counts };
    const variants = [OPTIONS, { ...OPTIONS, maxSequenceHits: 5 }, { ...OPTIONS, strand: 'Watson' }] as SearchOptions[];
    const results = await Promise.all(variants.map((options) => pool.search(DATASET, options)));
    // The first finds both workers idle and is split; the others wait, and the second starts while the third still
    // waits, so it runs whole (the third may be split again if a worker is idle by then).
    expect(pool.counts.split - before.split).toBeGreaterThanOrEqual(1);
    expect(pool.counts.whole - before.whole).toBeGreaterThanOrEqual(1);
    expect(pool.counts.split + pool.counts.whole - before.split - before.whole).toBe(3);
    results.forEach((result, index) => expect(withoutTime(result)).toEqual(withoutTime(runSearch(sequences, variants[index]!, 60_000))));
  });
});
