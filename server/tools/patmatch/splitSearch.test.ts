// A search split into jobs (pieces.ts), run piece by piece (pieceSearch.ts) and put together (splitAssembler.ts)
// must answer exactly what one worker reading the dataset alone answers (runSearch): the same hits in the same
// order, the same sequences listed, the same cut. Here the jobs run in this thread, their answers handed in out of
// order as two or three workers would return them; pool.test.ts runs them on real worker threads. A split search's
// hits come as the rows of the hit table its workers made: compared here with the rows of one worker's hits.
import { describe, expect, it } from 'vitest';
import { genomicBases } from '../../sequences/demoGenome';
import { random } from './approximateOracle.testSupport';
import type { DatasetSequence } from './datasets';
import { hitColumns, hitRow, sequenceCells } from './hitRows';
import { compilePattern } from './matcher';
import { rowTexts } from './packedRows';
import { planJobs, type PlanSettings } from './pieces';
import { searchPieces } from './pieceSearch';
import { reverseComplement } from './complement';
import { runSearch, type PatmatchResult, type SearchOptions } from './search';
import { SplitAssembler } from './splitAssembler';

const sequence = (name: string, residues: string): DatasetSequence => ({ name, description: `${name} description`, link: `/locus?key=${name}`, residues });

const ONE_EDIT: SearchOptions = {
  sequenceClass: 'nucleotide',
  pattern: 'GATCAAGT',
  strand: 'both strands',
  maxHits: 75000,
  mismatches: 1,
  kinds: { substitution: true, insertion: true, deletion: true },
  minSequenceHits: 1,
  maxSequenceHits: 99999,
};

type Pieces = Pick<PlanSettings, 'pieceResidues' | 'overlapResidues'>;
const SMALL_PIECES: Pieces = { pieceResidues: 20_000, overlapResidues: 0 };

/** What a search lists, but for its time: each hit as its row of the hit table. */
type Listed = Omit<PatmatchResult, 'elapsedMs' | 'hits'> & { rows: string[] };

/** The rows of one worker's hits, as a worker makes them. */
function listed({ hits, ...rest }: Omit<PatmatchResult, 'elapsedMs'>, options: SearchOptions): Listed {
  const cells = rest.sequences.map(sequenceCells);
  return { ...rest, rows: hits.map((hit) => hitRow(hit, cells[hit.sequence]!, hitColumns(options))) };
}

/** The split search with `workers` jobs handed out at a time and their answers taken last first; also how many jobs ran. */
function splitSearch(sequences: readonly DatasetSequence[], options: SearchOptions, pieces: Pieces, workers = 3): { result: Listed; jobs: number; planned: number } {
  const { reach } = compilePattern(options.pattern, options);
  const lengths = sequences.map((entry) => entry.residues.length);
  const plan = planJobs(lengths, { ...pieces, reach });
  const assembler = new SplitAssembler(lengths, plan, options, reach);
  const deadline = Date.now() + 60_000;
  let jobs = 0;
  while (!assembler.done) {
    const running = Array.from({ length: workers }, () => assembler.nextJob()).filter((job) => job !== null);
    if (running.length === 0) throw new Error('The split search handed out no job but is not done.');
    for (const job of running.reverse()) assembler.accept(job.index, searchPieces(sequences, options, job.pieces, deadline));
    jobs += running.length;
  }
  const { elapsedMs: _elapsed, hits, ...result } = assembler.result;
  return { result: { ...result, rows: rowTexts(hits) }, jobs, planned: plan.length };
}

function alone(sequences: readonly DatasetSequence[], options: SearchOptions): Omit<PatmatchResult, 'elapsedMs'> {
  const { elapsedMs: _elapsed, ...result } = runSearch(sequences, options, 60_000);
  return result;
}

const spans = (result: Omit<PatmatchResult, 'elapsedMs'>) => result.hits.map((hit) => [Math.min(hit.start, hit.end), Math.max(hit.start, hit.end)] as const);

describe('a search split into pieces answers as one worker does', () => {
  // Stretches of chromosome 2 of 60-240 kb: 3 to 12 pieces of 20 kb each, with hundreds of hits.
  const stretches = [1, 400_001, 800_001, 1_200_001].map((low, index) => sequence(`chr2-${index}`, genomicBases('2', low, low + 60_000 * (index + 1) - 1)));

  it.each([
    ['both strands, every hit listed', {}, 500],
    ['Watson only', { strand: 'Watson' }, 200],
    ['Crick only, 2 substitutions', { strand: 'Crick', mismatches: 2, kinds: { substitution: true, insertion: false, deletion: false } }, 1_000],
    ['10 residues, insertions and deletions only', { pattern: 'GATCAAGTTG', kinds: { substitution: false, insertion: true, deletion: true } }, 20],
    ['an IUPAC pattern of 20 positions (one pass a strand), 3 edits', { pattern: 'GATCAAGTTGNNRYCATGCA', mismatches: 3 }, 5],
    ['cut at 150 hits, inside a cut sequence', { maxHits: 150 }, 149],
    ['the form’s window of 1-100 hits a sequence (every stretch has more)', { maxSequenceHits: 100 }, -1],
    ['150-350 hits a sequence', { minSequenceHits: 150, maxSequenceHits: 350 }, 150],
  ] as const)('%s', (_, options, fewestHits) => {
    const all = { ...ONE_EDIT, ...options } as SearchOptions;
    const expected = alone(stretches, all);
    const split = splitSearch(stretches, all, SMALL_PIECES);
    expect(split.planned).toBeGreaterThan(stretches.length * 3);
    expect(split.result).toEqual(listed(expected, all));
    // Every cut sequence was put together from its pieces, none read again whole.
    expect(split.jobs).toBeLessThanOrEqual(split.planned);
    expect(expected.hits.length).toBeGreaterThan(fewestHits);
  });

  it('lists the hits across every cut and inside every overlap, none twice', () => {
    // Copies of the pattern, alone or with one edit, on both strands, planted around each cut of a plain stretch.
    const length = 100_000;
    const { reach } = compilePattern('GATCAAGTTG', ONE_EDIT);
    const plan = planJobs([length], { ...SMALL_PIECES, reach });
    const overlap = 4 * reach!;
    const cuts = plan.slice(1).map(([piece]) => piece!.from + overlap);
    expect(cuts.length).toBe(4);
    const residues = [...genomicBases('3', 5_000_001, 5_000_000 + length)];
    // One copy across the cut, the others beside it, in the overlaps and at their edges, none touching another.
    const copies = ['GATCTAGTTG', reverseComplement('GATCAAGTTG'), 'GATCAAGTTG', 'GATCAAGTG', reverseComplement('GATCAAAGTTG'), 'GATCAAGTTG'];
    for (const cut of cuts) {
      [-overlap + 1, -2 * reach! - 5, -5, reach! + 1, 2 * reach! + 8, overlap - 11].forEach((offset, index) => residues.splice(cut + offset, copies[index]!.length, ...copies[index]!));
    }
    const planted = [sequence('planted', residues.join(''))];
    const expected = alone(planted, { ...ONE_EDIT, pattern: 'GATCAAGTTG' });
    for (const cut of cuts) expect(spans(expected).some(([low, high]) => low <= cut && cut < high)).toBe(true);
    const split = splitSearch(planted, { ...ONE_EDIT, pattern: 'GATCAAGTTG' }, SMALL_PIECES);
    expect(split.result).toEqual(listed(expected, ONE_EDIT));
    expect(split.jobs).toBe(split.planned);
  });

  it('reads a sequence whole again when two pieces’ hits never fall into step in what they share', () => {
    // A microsatellite, (AC)400, across the cut of a 60 kb sequence: hits with one edit may start at every other
    // residue, and a piece that begins inside the repeat steps through it out of phase with the hits before it.
    const next = random(5);
    const background = Array.from({ length: 60_000 }, () => 'ACGT'[next(4)]).join('');
    const options: SearchOptions = { ...ONE_EDIT, pattern: 'ACACACACAC' };
    const [, second] = planJobs([background.length], { ...SMALL_PIECES, reach: compilePattern(options.pattern, options).reach });
    const cut = second![0]!.from + 4 * 11;
    const repeat = 'AC'.repeat(400);
    const tandem = [sequence('tandem', background.slice(0, cut - 400) + repeat + background.slice(cut + 400))];
    const split = splitSearch(tandem, options, SMALL_PIECES);
    expect(split.result).toEqual(listed(alone(tandem, options), options));
    expect(split.result.rows.length).toBeGreaterThan(70);
    expect(split.jobs).toBeGreaterThan(split.planned);
  });

  it('matches anchored patterns only at the true ends of a sequence, never at the end of a piece', () => {
    // The pattern at the start and the end of each sequence, and at what would be piece ends if it were cut.
    const middle = genomicBases('4', 1_000_001, 1_100_000);
    const residues = `GATCAAGT${middle.slice(0, 40_000)}GATCAAGT${middle.slice(40_000, 80_000)}GATCAAGT${middle.slice(80_000)}GATCAAGT`;
    const sequences = [sequence('A', residues), sequence('B', reverseComplement(residues)), sequence('C', residues.slice(8, -8))];
    for (const [pattern, mismatches] of [
      ['<GATCAAGT', 1],
      ['GATCAAGT>', 1],
      ['<GATCAAGT', 0],
      ['GATCAAGT>', 0],
    ] as const) {
      const options: SearchOptions = { ...ONE_EDIT, pattern, mismatches };
      expect(compilePattern(pattern, options).reach).toBeNull();
      const expected = alone(sequences, options);
      const atAnEnd = expected.hits.every((hit) => {
        const length = sequences.find((entry) => entry.name === expected.sequences[hit.sequence]!.name)!.residues.length;
        return Math.min(hit.start, hit.end) === 1 || Math.max(hit.start, hit.end) === length;
      });
      expect(atAnEnd).toBe(true);
      expect(expected.hits.length).toBeGreaterThanOrEqual(2);
      expect(splitSearch(sequences, options, { pieceResidues: 5_000, overlapResidues: 0 }).result).toEqual(listed(expected, options));
    }
  });

  it('splits exact searches and sets of short sequences by sequence', () => {
    const next = random(9);
    const many = Array.from({ length: 300 }, (_, index) => sequence(`S${index}`, Array.from({ length: 200 + next(3_000) }, () => 'ACGT'[next(4)]).join('')));
    for (const options of [
      { ...ONE_EDIT, mismatches: 0, pattern: 'GATC' },
      { ...ONE_EDIT, pattern: 'GATCAAGT', maxSequenceHits: 3 },
      { ...ONE_EDIT, pattern: 'GA{1,3}TCAAG', maxHits: 200 },
    ] as SearchOptions[]) {
      const split = splitSearch(many, options, { pieceResidues: 10_000, overlapResidues: 0 });
      expect(split.planned).toBeGreaterThan(10);
      expect(split.result).toEqual(listed(alone(many, options), options));
    }
  });

  it('stops at the time limit with what it found by then', () => {
    const lengths = stretches.map((entry) => entry.residues.length);
    const assembler = new SplitAssembler(lengths, planJobs(lengths, { ...SMALL_PIECES, reach: 9 }), ONE_EDIT, 9);
    for (let job = assembler.nextJob(); job !== null; job = assembler.nextJob()) assembler.accept(job.index, searchPieces(stretches, ONE_EDIT, job.pieces, Date.now() - 1));
    expect(assembler.done).toBe(true);
    expect(assembler.result.timedOut).toBe(true);
    expect(assembler.result.hits.length).toBe(0);
  });
});
