import { describe, expect, it } from 'vitest';
import { checkPattern } from './patternCheck';

const message = (text: string, sequenceClass: 'nucleotide' | 'peptide' = 'nucleotide') => {
  const result = checkPattern(text, sequenceClass);
  return result.ok ? undefined : result.message;
};

describe('checkPattern', () => {
  it('accepts plain and IUPAC nucleotide patterns, read without regard to case or white space', () => {
    expect(checkPattern('gatt aca', 'nucleotide')).toEqual({ ok: true, pattern: 'GATTACA', residues: 7 });
    expect(checkPattern('TATARNYSWKMBDHVNU', 'nucleotide')).toMatchObject({ ok: true, residues: 17 });
  });

  it('accepts peptide patterns with amino acid classes and X', () => {
    expect(checkPattern('KDEL', 'peptide')).toEqual({ ok: true, pattern: 'KDEL', residues: 4 });
    expect(checkPattern('BZJOX', 'peptide')).toMatchObject({ ok: true, residues: 5 });
  });

  it('counts sets, exclusions and repeats as the residues they span, with anchors spanning none', () => {
    expect(checkPattern('<[ST]P[^P]>', 'peptide')).toEqual({ ok: true, pattern: '<[ST]P[^P]>', residues: 3 });
    expect(checkPattern('GA{2,4}T', 'nucleotide')).toEqual({ ok: true, pattern: 'GA{2,4}T', residues: 4 });
    expect(checkPattern('C{3}', 'nucleotide')).toMatchObject({ ok: true, residues: 3 });
    expect(checkPattern('[AG]{0,2}CAT', 'nucleotide')).toMatchObject({ ok: true, residues: 3 });
  });

  it('asks for at least three residues (001 §5)', () => {
    expect(message('')).toBe('Enter a pattern to search for.');
    expect(message('  ')).toBe('Enter a pattern to search for.');
    expect(message('AC')).toBe('A pattern must span at least 3 residues; this one can match 2.');
    expect(message('<A{0,5}CG>')).toBe('A pattern must span at least 3 residues; this one can match 2.');
  });

  it('names a letter that does not belong to the sequence type', () => {
    expect(message('GATE')).toBe(
      "'E' cannot be used in a nucleotide pattern: a nucleotide pattern uses A, C, G, T or U, the IUPAC codes R, Y, S, W, K, M, B, D, H and V, and N for any base.",
    );
    expect(message('MAS1', 'peptide')).toMatch(/^'1' cannot be used in a peptide pattern: /);
    expect(message('MA*S', 'peptide')).toMatch(/^'\*' cannot be used in a peptide pattern/);
    expect(message('AC[GE]', 'nucleotide')).toMatch(/^'E' cannot be used/);
    // U is a base, not an amino acid class here.
    expect(message('MUST', 'peptide')).toMatch(/^'U' cannot be used in a peptide pattern/);
  });

  it('explains unbalanced, empty and nested sets', () => {
    expect(message('AC[GT')).toBe('A set opened with [ is not closed with ].');
    expect(message('ACG]T')).toBe('] closes a set that was never opened with [.');
    expect(message('AC[]GT')).toBe('The set [] lists no residue.');
    expect(message('AC[^]GT')).toBe('The set [^] lists no residue.');
    expect(message('A[C[G]]T')).toBe('Sets cannot be put inside sets: close each [ with ] before opening another.');
  });

  it('explains badly written repeats', () => {
    expect(message('{2}ACG')).toBe('A repeat {m,n} must follow a residue or a set, as in A{2,4} or [AG]{3}.');
    expect(message('ACG{2')).toBe('Write a repeat as {m} or {m,n} with whole numbers, for example A{2,4}.');
    expect(message('ACG{a,2}')).toBe('Write a repeat as {m} or {m,n} with whole numbers, for example A{2,4}.');
    expect(message('ACG{2,}')).toBe('Write a repeat as {m} or {m,n} with whole numbers, for example A{2,4}.');
    expect(message('ACG{4,2}')).toBe('In the repeat {4,2} the first number must not be larger than the second.');
    expect(message('ACGT{0}')).toBe('The repeat {0} allows no residue at all; use at least 1.');
    expect(message('AC{2}{3}G')).toBe('A repeat {m,n} must follow a residue or a set, as in A{2,4} or [AG]{3}.');
  });

  it('keeps < at the start and > at the end', () => {
    expect(message('AC<GT')).toBe('< anchors a match to the start of a sequence, so it may only begin the pattern.');
    expect(message('AC>GT')).toBe('> anchors a match to the end of a sequence, so it may only end the pattern.');
    expect(message('<<ACG')).toBe('< anchors a match to the start of a sequence, so it may only begin the pattern.');
  });
});
