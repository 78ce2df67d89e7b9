// The two-strand matcher reads only the forward strand; its hits must be those of searching each strand whole: the
// brute-force oracle on the forward strand and on its reverse complement (small cases), the strand-by-strand
// matcher (approximateMatches, itself checked against the oracle) on long sequences and on a slice of the demo
// genome, and the same pages from a whole search.
import { describe, expect, it } from 'vitest';
import { genomicBases } from '../../sequences/demoGenome';
import { approximateMatches, compileApproximate } from './approximateMatcher';
import type { EditKinds } from './approximatePattern';
import { oracle, random } from './approximateOracle.testSupport';
import type { Match } from './match';
import { parsePattern } from '../../../contracts/patmatch/pattern';
import { reverseComplement } from './complement';
import { twoStrandMatches, twoStrandsApply } from './twoStrandMatcher';

const BASES = 'ACGT';
/** Plain bases, IUPAC classes and N: the letters of random patterns. */
const LETTERS = 'ACGTACGTRYSWKMBDHVN';
const ALL: EditKinds = { substitution: true, insertion: true, deletion: true };

type Next = (below: number) => number;

/** A fixed-length pattern (what the two-strand matcher takes): letters, sets, excluded sets and fixed repeats. */
function randomPattern(next: Next, positions: number): string {
  const parts: string[] = [];
  for (let count = 0; count < positions; ) {
    const kind = next(10);
    let part = kind < 7 ? LETTERS[next(LETTERS.length)]! : kind < 9 ? `[${BASES[next(4)]}${BASES[next(4)]}]` : `[^${BASES[next(4)]}]`;
    const times = next(6) === 0 ? Math.min(2, positions - count) : 1;
    if (times > 1) part += `{${times}}`;
    parts.push(part);
    count += times;
  }
  return parts.join('');
}

/** Letters drawn from the generator's high bits: its low bits repeat too soon for a long sequence (period 4 for 2 bits). */
const randomText = (next: Next, length: number, letters = BASES) => Array.from({ length }, () => letters[Math.floor((next(2 ** 30) / 2 ** 30) * letters.length)]).join('');

function randomKinds(next: Next): EditKinds {
  const kinds = { substitution: next(2) === 0, insertion: next(2) === 0, deletion: next(2) === 0 };
  if (!kinds.substitution && !kinds.insertion && !kinds.deletion) kinds.substitution = true;
  return kinds;
}

const places = (matches: readonly Match[]) => matches.map((match) => [match.start, match.end, match.edits]);
const full = (matches: readonly Match[]) => matches.map(({ start, end, edits, alignment, text }) => ({ start, end, edits, alignment, text }));
/** Hits in the order a search lists them (it sorts by place): the two-strand matcher may find Crick hits in another order. */
const sorted = (matches: readonly Match[]) => [...matches].sort((a, b) => a.start - b.start);

function compile(patternText: string, mismatches: number, kinds: EditKinds) {
  const pattern = compileApproximate(parsePattern(patternText, 'nucleotide'), mismatches, kinds);
  expect(twoStrandsApply(pattern), patternText).toBe(true);
  return pattern;
}

describe('two-strand matching against the brute-force oracle', () => {
  it('agrees on both strands for 800 random patterns (IUPAC classes, sets), sequences, 0-3 edits and every kind', () => {
    const next = random(20261125);
    let checked = 0;
    for (let round = 0; round < 800; round += 1) {
      const positions = 3 + next(6);
      const patternText = randomPattern(next, positions);
      const text = randomText(next, 4 + next(40), next(4) === 0 ? 'ACGTN' : BASES);
      const kinds = randomKinds(next);
      const mismatches = next(Math.min(4, positions));
      const found = twoStrandMatches(compile(patternText, mismatches, kinds), text, { watson: true, crick: true }, 1000);
      const label = `${patternText} in ${text}, ${mismatches} ${JSON.stringify(kinds)}`;
      expect(places(found.watson), `Watson: ${label}`).toEqual(oracle(patternText, text, mismatches, kinds));
      expect(places(sorted(found.crick)), `Crick: ${label}`).toEqual(oracle(patternText, reverseComplement(text), mismatches, kinds));
      checked += found.watson.length + found.crick.length;
    }
    expect(checked).toBeGreaterThan(800);
  }, 60_000);
});

describe('two-strand matching against the strand-by-strand matcher', () => {
  it('gives the same hits, marks and texts on long sequences, for patterns sharing a word (≤ 16 positions) and not (17-31)', () => {
    const next = random(7);
    for (let round = 0; round < 60; round += 1) {
      const positions = round % 3 === 0 ? 17 + next(15) : 6 + next(11);
      const patternText = randomPattern(next, positions);
      const mismatches = 1 + next(3);
      const kinds = round % 2 === 0 ? ALL : randomKinds(next);
      const text = randomText(next, 20_000, 'ACGTACGTACGTAT');
      const pattern = compile(patternText, mismatches, kinds);
      const found = twoStrandMatches(pattern, text, { watson: true, crick: true }, 1_000_000);
      const label = `${patternText}, ${mismatches} ${JSON.stringify(kinds)}`;
      expect(full(found.watson), label).toEqual(full(approximateMatches(pattern, text, 1_000_000)));
      expect(full(sorted(found.crick)), label).toEqual(full(approximateMatches(pattern, reverseComplement(text), 1_000_000)));
    }
  }, 60_000);

  it('searches one strand when asked for one', () => {
    const text = randomText(random(3), 5_000);
    const pattern = compile('GATCAAG', 1, ALL);
    const watson = twoStrandMatches(pattern, text, { watson: true, crick: false }, 1_000);
    const crick = twoStrandMatches(pattern, text, { watson: false, crick: true }, 1_000);
    expect(watson.crick).toEqual([]);
    expect(crick.watson).toEqual([]);
    expect(full(watson.watson)).toEqual(full(approximateMatches(pattern, text, 1_000)));
    expect(full(sorted(crick.crick))).toEqual(full(approximateMatches(pattern, reverseComplement(text), 1_000)));
  });

  it('stops at the limit, both strands together; below it, finds every hit', () => {
    const text = randomText(random(11), 50_000);
    const pattern = compile('GATCAAGT', 1, ALL);
    const all = twoStrandMatches(pattern, text, { watson: true, crick: true }, 1_000_000);
    const total = all.watson.length + all.crick.length;
    expect(total).toBeGreaterThan(40);
    const cut = twoStrandMatches(pattern, text, { watson: true, crick: true }, 20);
    expect(cut.watson.length + cut.crick.length).toBe(20);
    const exactlyEnough = twoStrandMatches(pattern, text, { watson: true, crick: true }, total + 1);
    expect(full(exactlyEnough.watson)).toEqual(full(all.watson));
    expect(full(exactlyEnough.crick)).toEqual(full(all.crick));
  });
});

describe('two-strand matching on the demo genome', () => {
  // Two megabases of chromosome 1, as the genome dataset holds it.
  const slice = genomicBases('1', 1, 2_000_000);

  it.each([
    ['GATCAAGTTG', 1, ALL],
    ['TTRGCCAAYW', 2, { substitution: true, insertion: false, deletion: true }],
    ['ACGTTGCAAGTCCATG', 3, { substitution: true, insertion: false, deletion: false }],
  ] as const)('%s with %i edits: the same hits as searching the chromosome and its reverse complement', (patternText, mismatches, kinds) => {
    const pattern = compile(patternText, mismatches, kinds);
    const found = twoStrandMatches(pattern, slice, { watson: true, crick: true }, 1_000_000);
    const watson = approximateMatches(pattern, slice, 1_000_000);
    const crick = approximateMatches(pattern, reverseComplement(slice), 1_000_000);
    expect(watson.length + crick.length).toBeGreaterThan(10);
    expect(full(found.watson)).toEqual(full(watson));
    expect(full(sorted(found.crick))).toEqual(full(crick));
  }, 60_000);
});
