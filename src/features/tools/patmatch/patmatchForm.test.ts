import { describe, expect, it } from 'vitest';
import {
  changeMismatch,
  changeSequenceClass,
  defaultPatmatchValues,
  patmatchFields,
  patmatchProblems,
  readSeqHits,
  toggleMismatchKind,
  type PatmatchValues,
} from './patmatchForm';

const values = (changes: Partial<PatmatchValues> = {}): PatmatchValues => ({ ...defaultPatmatchValues(), ...changes });
const none = { insertion: false, deletion: false, substitution: false };

describe('sequence type (001 §4)', () => {
  it('selects the first database of the new type', () => {
    const peptide = changeSequenceClass(values({ database: 'araport11_intron' }), 'peptide');
    expect(peptide).toMatchObject({ sequenceClass: 'peptide', database: 'araport11_protein' });
    expect(changeSequenceClass(values({ sequenceClass: 'peptide', database: 'tair10_protein' }), 'nucleotide')).toMatchObject({
      sequenceClass: 'nucleotide',
      database: 'araport11_transcript',
    });
  });

  it('keeps the chosen database when the type does not change', () => {
    expect(changeSequenceClass(values({ database: 'genome' }), 'nucleotide').database).toBe('genome');
  });
});

describe('mismatch and its kinds (001 §4)', () => {
  it('ticks all three kinds when mismatch goes above 0 with none ticked', () => {
    expect(changeMismatch(values(), 2)).toMatchObject({ mismatch: 2, kinds: { insertion: true, deletion: true, substitution: true } });
  });

  it('keeps the ticked kinds when mismatch changes between non-zero values', () => {
    const onlySubstitution = values({ mismatch: 1, kinds: { ...none, substitution: true } });
    expect(changeMismatch(onlySubstitution, 3)).toMatchObject({ mismatch: 3, kinds: { ...none, substitution: true } });
  });

  it('clears every kind when mismatch is set to 0', () => {
    const all = values({ mismatch: 2, kinds: { insertion: true, deletion: true, substitution: true } });
    expect(changeMismatch(all, 0)).toMatchObject({ mismatch: 0, kinds: none });
  });

  it('makes mismatch 1 when a kind is ticked while it is 0', () => {
    expect(toggleMismatchKind(values(), 'deletion', true)).toMatchObject({ mismatch: 1, kinds: { ...none, deletion: true } });
  });

  it('leaves a non-zero mismatch alone when another kind is ticked or one of several unticked', () => {
    const two = values({ mismatch: 2, kinds: { ...none, insertion: true } });
    expect(toggleMismatchKind(two, 'deletion', true)).toMatchObject({ mismatch: 2, kinds: { ...none, insertion: true, deletion: true } });
    const both = values({ mismatch: 3, kinds: { ...none, insertion: true, deletion: true } });
    expect(toggleMismatchKind(both, 'insertion', false)).toMatchObject({ mismatch: 3, kinds: { ...none, deletion: true } });
  });

  it('sets mismatch to 0 when the last kind is unticked', () => {
    const one = values({ mismatch: 3, kinds: { ...none, substitution: true } });
    expect(toggleMismatchKind(one, 'substitution', false)).toMatchObject({ mismatch: 0, kinds: none });
  });
});

describe('bounds (001 §5)', () => {
  it('reads hits per sequence from 1 to 99999', () => {
    expect(readSeqHits(' 1 ', 'Minimum hits per sequence')).toEqual({ value: 1 });
    expect(readSeqHits('99999', 'Minimum hits per sequence')).toEqual({ value: 99999 });
    for (const text of ['0', '100000', '', '2.5', '-1', 'ten', '1e3']) {
      expect(readSeqHits(text, 'Minimum hits per sequence')).toEqual({
        message: 'Minimum hits per sequence must be a whole number from 1 to 99999.',
      });
    }
  });

  it('has no problem with the defaults and a good pattern', () => {
    expect(patmatchProblems(values({ pattern: 'GATTACA' }))).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(patmatchProblems(values({ pattern: 'AC', minSeqHits: '0', maxSeqHits: '100000' }))).toEqual({
      pattern: 'A pattern must span at least 3 residues; this one can match 2.',
      minSeqHits: 'Minimum hits per sequence must be a whole number from 1 to 99999.',
      maxSeqHits: 'Maximum hits per sequence must be a whole number from 1 to 99999.',
    });
    expect(patmatchProblems(values({ pattern: 'ACG', minSeqHits: '20', maxSeqHits: '5' }))).toEqual({
      maxSeqHits: 'Maximum hits per sequence (5) must not be less than the minimum (20).',
    });
  });

  it('checks the pattern against the chosen sequence type', () => {
    expect(patmatchProblems(values({ pattern: 'KDEL' })).pattern).toMatch(/^'E' cannot be used in a nucleotide pattern/);
    expect(patmatchProblems(values({ pattern: 'KDEL', sequenceClass: 'peptide', database: 'araport11_protein' }))).toEqual({});
  });
});

describe('the posted fields (001 §7)', () => {
  it('are the defaults with the pattern upper-cased and white space removed', () => {
    expect(patmatchFields(values({ pattern: ' gat taca ' }))).toEqual({
      default_db: 'araport11_transcript',
      current_db: 'araport11_transcript',
      seq_class: 'nucleotide',
      pat: 'GATTACA',
      strand: 'both strands',
      maxhits: '75000',
      mismatch: '0',
      min_seq_hits: '1',
      max_seq_hits: '100',
      insertion: 'off',
      deletion: 'off',
      substitution: 'off',
    });
  });

  it('say on for each ticked mismatch kind and carry the chosen strand, database and limits', () => {
    const chosen = changeMismatch(values({ pattern: 'KDEL', sequenceClass: 'peptide', database: 'tair10_protein', strand: 'Crick', maxHits: 250000 }), 2);
    expect(patmatchFields(toggleMismatchKind(chosen, 'deletion', false))).toMatchObject({
      default_db: 'araport11_protein',
      current_db: 'tair10_protein',
      seq_class: 'peptide',
      strand: 'Crick',
      maxhits: '250000',
      mismatch: '2',
      insertion: 'on',
      deletion: 'off',
      substitution: 'on',
    });
  });
});
