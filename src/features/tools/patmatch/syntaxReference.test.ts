import { describe, expect, it } from 'vitest';
import { patternLetters } from '../../../../contracts/patmatch/residues';
import { checkPattern } from './patternCheck';
import { SYNTAX_REFERENCE } from './syntaxReference';

const lettersExplained = (sequenceClass: 'nucleotide' | 'peptide') =>
  new Set(SYNTAX_REFERENCE.filter((row) => row.applies === sequenceClass || row.applies === 'both').flatMap((row) => row.syntax.split(' ')));

describe('the syntax reference', () => {
  it('explains every letter a nucleotide pattern may hold, and no other', () => {
    expect([...lettersExplained('nucleotide')].sort()).toEqual([...patternLetters('nucleotide')].sort());
  });

  it('explains every letter a peptide pattern may hold, and no other', () => {
    expect([...lettersExplained('peptide')].sort()).toEqual([...patternLetters('peptide')].sort());
  });

  it.each(SYNTAX_REFERENCE.map((row) => [row.syntax, row.example] as const))('gives an example for %s that the pattern check accepts', (_syntax, example) => {
    expect(checkPattern(example.pattern, example.sequenceClass)).toMatchObject({ ok: true, pattern: example.pattern });
  });
});
