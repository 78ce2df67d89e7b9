import { describe, expect, it } from 'vitest';
import { checkPattern } from './patternCheck';

const message = (text: string, sequenceClass: 'nucleotide' | 'peptide' = 'nucleotide', mismatches = 0) => {
  const result = checkPattern(text, sequenceClass, mismatches);
  return result.ok ? undefined : result.message;
};

describe('checkPattern', () => {
  it('accepts plain and IUPAC nucleotide patterns, read without regard to case or white space', () => {
    expect(checkPattern('gatt aca', 'nucleotide')).toEqual({ ok: true, pattern: 'GATTACA', residues: 7 });
    expect(checkPattern('TATARNYSWKMBDHVNUX.', 'nucleotide')).toMatchObject({ ok: true, residues: 19 });
  });

  it('accepts peptide patterns with amino acid classes, wildcards and a stop', () => {
    expect(checkPattern('KDEL', 'peptide')).toEqual({ ok: true, pattern: 'KDEL', residues: 4 });
    expect(checkPattern('BZJOX.U*', 'peptide')).toMatchObject({ ok: true, residues: 8 });
  });

  it('counts sets, exclusions, sub-patterns and repeats as the fewest residues they span; anchors span none', () => {
    expect(checkPattern('<[ST]P[^P]>', 'peptide')).toEqual({ ok: true, pattern: '<[ST]P[^P]>', residues: 3 });
    expect(checkPattern('GA{2,4}T', 'nucleotide')).toEqual({ ok: true, pattern: 'GA{2,4}T', residues: 4 });
    expect(checkPattern('C{3}', 'nucleotide')).toMatchObject({ ok: true, residues: 3 });
    expect(checkPattern('[AG]{0,2}CAT', 'nucleotide')).toMatchObject({ ok: true, residues: 3 });
    expect(checkPattern('(CA){2}T', 'nucleotide')).toMatchObject({ ok: true, residues: 5 });
    expect(checkPattern('A{,3}CGT{2,}', 'nucleotide')).toMatchObject({ ok: true, residues: 4 });
  });

  it('asks for at least three residues (001 §5)', () => {
    expect(message('')).toBe('Enter a pattern to search for.');
    expect(message('  ')).toBe('Enter a pattern to search for.');
    expect(message('AC')).toBe('A pattern must span at least 3 residues; this one can match 2.');
    expect(message('<A{0,5}CG>')).toBe('A pattern must span at least 3 residues; this one can match 2.');
    expect(message('<>')).toBe('A pattern must span at least 3 residues; this one can match 0.');
  });

  it('names a character that does not belong to the sequence type', () => {
    expect(message('GATE')).toBe(
      "'E' cannot be used in a nucleotide pattern: a nucleotide pattern uses A, C, G, T or U, the IUPAC codes R, Y, S, W, K, M, B, D, H and V, and N, X or . for any base.",
    );
    expect(message('MAS1', 'peptide')).toMatch(/^'1' cannot be used in a peptide pattern: /);
    expect(message('GAT*')).toMatch(/^'\*' cannot be used in a nucleotide pattern/);
    expect(message('AC[GE]')).toMatch(/^'E' cannot be used/);
    expect(message('AC(GE)')).toMatch(/^'E' cannot be used/);
  });

  it('explains unbalanced, empty and nested sets and sub-patterns', () => {
    expect(message('AC[GT')).toBe('A set opened with [ is not closed with ].');
    expect(message('ACG]T')).toBe('] closes a set that was never opened with [.');
    expect(message('AC[]GT')).toBe('The set [] lists no residue.');
    expect(message('AC[^]GT')).toBe('The set [^] lists no residue.');
    expect(message('AC[^N]GT')).toBe('The set [^N] excludes every residue, so nothing can match it.');
    expect(message('A[C[G]]T')).toBe("A set can list residue letters only; [C[G] holds '['.");
    expect(message('AC(GT')).toBe('A sub-pattern opened with ( is not closed with ).');
    expect(message('ACG)T')).toBe(') closes a sub-pattern that was never opened with (.');
    expect(message('AC()GT')).toBe('The sub-pattern () holds no residue.');
    expect(message('A(C(G))T')).toBe('Sub-patterns cannot be put inside sub-patterns: close each ( with ) before opening another.');
  });

  it('explains badly written repeats', () => {
    const shape = 'Write a repeat as {m}, {m,}, {,n} or {m,n} with whole numbers, for example A{2,4}.';
    expect(message('{2}ACG')).toBe('A repeat {m,n} must follow a residue, a set or a sub-pattern, as in A{2,4}, [AG]{3} or (CA){2}.');
    expect(message('ACG{2')).toBe(shape);
    expect(message('ACG{a,2}')).toBe(shape);
    expect(message('ACG{,}')).toBe(shape);
    expect(message('ACG{}')).toBe(shape);
    expect(message('ACG{4,2}')).toBe('In the repeat {4,2} the first number must not be larger than the second.');
    expect(message('ACGT{0}')).toBe('The repeat {0} allows no residue at all; use at least 1.');
    expect(message('ACGT{1001}')).toBe('A repeat can be at most 1000; {1001} is larger.');
    expect(message('AC{2}{3}G')).toBe('A repeat {m,n} must follow a residue, a set or a sub-pattern, as in A{2,4}, [AG]{3} or (CA){2}.');
  });

  it('keeps < at the start and > at the end', () => {
    expect(message('AC<GT')).toBe('< anchors a match to the start of a sequence, so it may only begin the pattern.');
    expect(message('AC>GT')).toBe('> anchors a match to the end of a sequence, so it may only end the pattern.');
    expect(message('<<ACG')).toBe('< anchors a match to the start of a sequence, so it may only begin the pattern.');
  });

  it('asks for bounded repeats and at most 100 positions when mismatches are allowed', () => {
    const bounded = 'With mismatches, every repeat needs an upper bound and a sub-pattern a fixed count: write {m,n} rather than {m,}, and (…){3} rather than (…){2,3}.';
    expect(message('ACGT{2,}', 'nucleotide', 1)).toBe(bounded);
    expect(message('(CA){2,3}G', 'nucleotide', 2)).toBe(bounded);
    expect(message('ACGT{2,}', 'nucleotide', 0)).toBeUndefined();
    expect(message('(CA){3}GA{1,4}', 'nucleotide', 3)).toBeUndefined();
    expect(message('ACGN{97}', 'nucleotide', 1)).toBeUndefined();
    expect(message('ACG{1,4}', 'nucleotide', 3)).toBe('A pattern of 3 residues allows at most 2 mismatches; lengthen it or allow fewer.');
    expect(message('ACGT', 'nucleotide', 3)).toBeUndefined();
    expect(message('ACGN{98}', 'nucleotide', 1)).toBe('With mismatches, a pattern can stand for at most 100 residues; this one stands for more.');
  });
});
