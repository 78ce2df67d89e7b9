// A search over a few hand-made sequences: strands and positions (worked out by hand), the hits-per-sequence
// window, the maximum number of hits and the time limit.
import { describe, expect, it } from 'vitest';
import { genomicBases } from '../../sequences/demoGenome';
import { approximateMatches, compileApproximate } from './approximateMatcher';
import type { DatasetSequence } from './datasets';
import { parsePattern } from '../../../contracts/patmatch/pattern';
import { reverseComplement } from './complement';
import { runSearch, type PatmatchHit, type SearchOptions } from './search';

const sequence = (name: string, residues: string): DatasetSequence => ({ name, description: `${name} description`, link: `/locus?key=${name}`, residues });

const OPTIONS: SearchOptions = {
  sequenceClass: 'nucleotide',
  pattern: 'AACG',
  strand: 'both strands',
  maxHits: 75000,
  mismatches: 0,
  kinds: { substitution: false, insertion: false, deletion: false },
  minSequenceHits: 1,
  maxSequenceHits: 100,
};
const search = (sequences: DatasetSequence[], options: Partial<SearchOptions> = {}, timeLimitMs = 20_000) => runSearch(sequences, { ...OPTIONS, ...options }, timeLimitMs);
const places = (sequences: DatasetSequence[], options: Partial<SearchOptions> = {}) =>
  search(sequences, options).hits.map((hit) => `${hit.sequence}:${hit.strand}:${hit.start}-${hit.end}:${hit.text}`);

describe('strands and positions', () => {
  // Forward AACGTTCGTT (10 bases): AACG at 1-4. Its reverse complement AACGAACGTT holds AACG at 0-based 0-4 and 4-8,
  // i.e. forward positions 10-7 and 6-3 (CGTT at 7-10 and CGTT at 3-6 read AACG on the Crick strand).
  const sequences = [sequence('S1', 'AACGTTCGTT')];

  it('Watson: 1-based positions on the sequence as held', () => {
    expect(places(sequences, { strand: 'Watson' })).toEqual(['0:Watson:1-4:AACG']);
  });

  it('Crick: found on the reverse complement, start at the 5′ end (the larger forward position), text read on the Crick strand', () => {
    expect(places(sequences, { strand: 'Crick' })).toEqual(['0:Crick:6-3:AACG', '0:Crick:10-7:AACG']);
  });

  it('both strands: every hit of each, in order along the sequence', () => {
    expect(places(sequences)).toEqual(['0:Watson:1-4:AACG', '0:Crick:6-3:AACG', '0:Crick:10-7:AACG']);
  });

  it('peptides are read as they are, never reverse-complemented', () => {
    expect(places([sequence('P1', 'MKRAACGW')], { sequenceClass: 'peptide', pattern: 'AACG', strand: 'both strands' })).toEqual(['0:Watson:4-7:AACG']);
  });

  it('a mismatched hit on the Crick strand keeps the same convention and marks its edit', () => {
    // Forward TTCGATT: reverse complement AATCGAA holds AACG with one insertion (T) at 0-5, forward 7-3.
    const [hit] = search([sequence('S2', 'TTCGATT')], { strand: 'Crick', mismatches: 1, kinds: { substitution: false, insertion: true, deletion: false } }).hits;
    expect(hit).toMatchObject({ strand: 'Crick', start: 7, end: 3, text: 'AATCG', alignment: '==i==', edits: 1 });
  });
});

describe('limits', () => {
  const sequences = [sequence('ONE', 'AACGCCCCCC'), sequence('TWO', 'AACGAACGCC'), sequence('THREE', 'AACGAACGAACG'), sequence('NONE', 'CCCCCCCCCC')];

  it('lists a sequence only when its number of hits is within the hits-per-sequence window', () => {
    const names = (options: Partial<SearchOptions>) => {
      const result = search(sequences, { strand: 'Watson', ...options });
      return result.sequences.map((entry) => `${entry.name}:${result.hits.filter((hit) => result.sequences[hit.sequence] === entry).length}`);
    };
    expect(names({})).toEqual(['ONE:1', 'TWO:2', 'THREE:3']);
    expect(names({ minSequenceHits: 2 })).toEqual(['TWO:2', 'THREE:3']);
    expect(names({ maxSequenceHits: 2 })).toEqual(['ONE:1', 'TWO:2']);
    expect(names({ minSequenceHits: 2, maxSequenceHits: 2 })).toEqual(['TWO:2']);
  });

  it('stops at the maximum number of hits and says the list was cut', () => {
    const result = search(sequences, { strand: 'Watson', maxHits: 4 });
    expect(result.hits.map((hit) => result.sequences[hit.sequence]!.name)).toEqual(['ONE', 'TWO', 'TWO', 'THREE']);
    expect(result.cutAtMaxHits).toBe(true);
    const exact = search(sequences, { strand: 'Watson', maxHits: 6 });
    expect([exact.hits.length, exact.cutAtMaxHits]).toEqual([6, false]);
  });

  it('counts what it searched', () => {
    expect(search(sequences, { strand: 'Watson' }).searched).toEqual({ sequences: 4, residues: 42 });
  });

  it('stops at the time limit and answers what it found by then', () => {
    const result = search(sequences, {}, -1);
    expect(result.timedOut).toBe(true);
    expect(result.hits).toEqual([]);
    expect(search(sequences).timedOut).toBe(false);
  });

  it('an exact search stops inside a long sequence once asked to, listing nothing of that sequence', () => {
    // 20,000 hits of AACG in one sequence; the request to stop comes after ten looks, so it is seen between matches.
    const long = [sequence('L1', 'AACGT'.repeat(20_000))];
    let looks = 0;
    const result = runSearch(long, { ...OPTIONS, strand: 'Watson', maxSequenceHits: 99999 }, 60_000, () => (looks += 1) > 10);
    expect(result.timedOut).toBe(true);
    expect(result.searched).toEqual({ sequences: 0, residues: 0 });
    expect(result.hits).toEqual([]);
  });
});

describe('searches with mismatches over stretches of the demo genome', () => {
  // Four stretches of chromosome 2; a 1-mismatch 8-residue pattern has tens to hundreds of hits in each.
  const stretches = [1, 400_001, 800_001, 1_200_001].map((low, index) => sequence(`chr2-${index}`, genomicBases('2', low, low + 60_000 * (index + 1) - 1)));
  const ONE_EDIT: Partial<SearchOptions> = { pattern: 'GATCAAGT', mismatches: 1, kinds: { substitution: true, insertion: true, deletion: true } };

  /** The search as it runs strand by strand: each strand whole (Crick on the reverse complement), then the window and the cut. */
  function strandByStrand(options: SearchOptions): string[] {
    const pattern = compileApproximate(parsePattern(options.pattern, 'nucleotide'), options.mismatches, options.kinds);
    const listed: string[] = [];
    for (const { name, residues } of stretches) {
      const n = residues.length;
      const hits: Pick<PatmatchHit, 'strand' | 'start' | 'end' | 'text'>[] = [];
      if (options.strand !== 'Crick') hits.push(...approximateMatches(pattern, residues, 1e9).map((m) => ({ strand: 'Watson' as const, start: m.start + 1, end: m.end, text: m.text })));
      if (options.strand !== 'Watson') hits.push(...approximateMatches(pattern, reverseComplement(residues), 1e9).map((m) => ({ strand: 'Crick' as const, start: n - m.start, end: n - m.end + 1, text: m.text })));
      if (hits.length < options.minSequenceHits || hits.length > options.maxSequenceHits) continue;
      hits.sort((a, b) => Math.min(a.start, a.end) - Math.min(b.start, b.end) || (a.strand === 'Watson' ? -1 : 1));
      listed.push(...hits.map((hit) => `${name}:${hit.strand}:${hit.start}-${hit.end}:${hit.text}`));
    }
    return listed.slice(0, options.maxHits);
  }

  const named = (options: Partial<SearchOptions>) => {
    const result = search(stretches, options);
    return result.hits.map((hit) => `${result.sequences[hit.sequence]!.name}:${hit.strand}:${hit.start}-${hit.end}:${hit.text}`);
  };

  it.each([
    ['both strands, every hit listed', { strand: 'both strands', maxSequenceHits: 99999 }],
    ['both strands, 150-350 hits a sequence (the stretches have about 100, 220, 300 and 430)', { strand: 'both strands', minSequenceHits: 150, maxSequenceHits: 350 }],
    ['both strands, 1-100 hits a sequence (none qualifies)', { strand: 'both strands', maxSequenceHits: 100 }],
    ['Watson only', { strand: 'Watson', maxSequenceHits: 99999 }],
    ['Crick only, 2 edits of substitution', { strand: 'Crick', maxSequenceHits: 99999, mismatches: 2, kinds: { substitution: true, insertion: false, deletion: false } }],
    ['cut at 150 hits', { strand: 'both strands', maxSequenceHits: 99999, maxHits: 150 }],
  ] as const)('%s: the hits of searching each strand whole', (_, options) => {
    const all = { ...OPTIONS, ...ONE_EDIT, ...options } as SearchOptions;
    const expected = strandByStrand(all);
    if (all.maxSequenceHits > 100) expect(expected.length).toBeGreaterThan(20);
    expect(named(all)).toEqual(expected);
  });
});
