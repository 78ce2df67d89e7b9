// The approximate matcher against the brute-force oracle (approximateOracle.testSupport.ts) on many small random cases.
import { describe, expect, it } from 'vitest';
import { approximateMatches, compileApproximate } from './approximateMatcher';
import { oracle, random } from './approximateOracle.testSupport';
import { parsePattern } from '../../../contracts/patmatch/pattern';

const BASES = 'ACGT';
const LETTERS = 'ACGTACGTRYN';

function randomPattern(next: (below: number) => number): string {
  const parts: string[] = [];
  const count = 3 + next(3);
  for (let index = 0; index < count; index += 1) {
    const kind = next(10);
    let part = kind < 7 ? LETTERS[next(LETTERS.length)]! : kind < 9 ? `[${BASES[next(4)]}${BASES[next(4)]}]` : `[^${BASES[next(4)]}]`;
    if (next(6) === 0) part += `{${next(2)},2}`;
    parts.push(part);
  }
  if (next(8) === 0) parts.unshift('<');
  if (next(8) === 0) parts.push('>');
  return parts.join('');
}

describe('approximate matching against the brute-force oracle', () => {
  it('agrees on 2,000 random patterns, sequences, mismatch counts and kinds', () => {
    const next = random(20240613);
    let checked = 0;
    for (let round = 0; round < 2000; round += 1) {
      const patternText = randomPattern(next);
      const text = Array.from({ length: 4 + next(28) }, () => BASES[next(4)]).join('');
      const kinds = { substitution: next(2) === 0, insertion: next(2) === 0, deletion: next(2) === 0 };
      if (!kinds.substitution && !kinds.insertion && !kinds.deletion) kinds.substitution = true;
      const parsed = parsePattern(patternText, 'nucleotide');
      const mismatches = 1 + next(Math.min(3, parsed.minLength - 1));
      const compiled = compileApproximate(parsed, mismatches, kinds);
      const found = approximateMatches(compiled, text, 1000);
      const expected = oracle(patternText, text, mismatches, kinds);
      expect(
        found.map((match) => [match.start, match.end, match.edits]),
        `${patternText} in ${text}, ${mismatches} ${JSON.stringify(kinds)}`,
      ).toEqual(expected);
      for (const match of found) {
        // The marked alignment spells the matched residues, with one mark per edit and only the allowed kinds.
        expect(match.text.replace(/-/g, '')).toBe(text.slice(match.start, match.end));
        expect(match.alignment.replace(/=/g, '').length).toBe(match.edits);
        if (!kinds.substitution) expect(match.alignment).not.toContain('s');
        if (!kinds.insertion) expect(match.alignment).not.toContain('i');
        if (!kinds.deletion) expect(match.alignment).not.toContain('d');
      }
      checked += found.length;
    }
    // The random cases must actually exercise matches, not only empty answers.
    expect(checked).toBeGreaterThan(1200);
  });
});
