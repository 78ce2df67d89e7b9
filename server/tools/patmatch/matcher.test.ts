// Hand-worked cases of the PatMatch syntax and of each mismatch kind: the positions below were worked out by hand
// (0-based start, end exclusive, as the matchers answer; search.test.ts covers the 1-based positions of the page).
import { describe, expect, it } from 'vitest';
import type { EditKinds } from './approximatePattern';
import { compileMatcher } from './matcher';
import type { SequenceClass } from '../../../contracts/patmatch/residues';

const NONE: EditKinds = { substitution: false, insertion: false, deletion: false };

function find(pattern: string, text: string, { sequenceClass = 'nucleotide', mismatches = 0, kinds = NONE }: { sequenceClass?: SequenceClass; mismatches?: number; kinds?: Partial<EditKinds> } = {}) {
  return compileMatcher(pattern, { sequenceClass, mismatches, kinds: { ...NONE, ...kinds } })(text, 1000);
}
const spans = (pattern: string, text: string, options?: Parameters<typeof find>[2]) => find(pattern, text, options).map((match) => [match.start, match.end]);
const matched = (pattern: string, text: string, options?: Parameters<typeof find>[2]) => find(pattern, text, options).map((match) => match.text);

describe('exact patterns', () => {
  it('finds a plain sequence everywhere it occurs, without overlaps, in any case', () => {
    expect(spans('GATC', 'AAGATCTTGATC')).toEqual([
      [2, 6],
      [8, 12],
    ]);
    expect(spans('gatc', 'AAGATCTTGATC')).toEqual(spans('GATC', 'AAGATCTTGATC'));
    // AAAAA holds AAA at 0 and (overlapping) at 1 and 2: only the first is reported, then the search goes on after it.
    expect(spans('AAA', 'AAAAAA')).toEqual([
      [0, 3],
      [3, 6],
    ]);
    expect(spans('G A T C', 'GATC')).toEqual([[0, 4]]);
  });

  it('reads each IUPAC nucleotide code as its bases', () => {
    const basesOf = (code: string) => ['A', 'C', 'G', 'T'].filter((base) => find(`A${code}A`, `A${base}A`).length === 1).join('');
    expect(Object.fromEntries([...'RYSWKMBDHVNX'].map((code) => [code, basesOf(code)]))).toEqual({
      R: 'AG',
      Y: 'CT',
      S: 'CG',
      W: 'AT',
      K: 'GT',
      M: 'AC',
      B: 'CGT',
      D: 'AGT',
      H: 'ACT',
      V: 'ACG',
      N: 'ACGT',
      X: 'ACGT',
    });
    expect(basesOf('.')).toBe('ACGT');
    expect(basesOf('U')).toBe('T');
    // GRC: GAC at 0 and GGC at 3 match; GTC at 6 does not (T is no purine).
    expect(matched('GRC', 'GACGGCGTC')).toEqual(['GAC', 'GGC']);
  });

  it("reads PatMatch's peptide classes: J hydrophobic, O hydrophilic, B, Z and X", () => {
    const residuesOf = (code: string) => [...'ACDEFGHIKLMNPQRSTVWY'].filter((residue) => find(`M${code}K`, `M${residue}K`, { sequenceClass: 'peptide' }).length === 1).join('');
    expect(residuesOf('J')).toBe('ACFGILMVWY');
    expect(residuesOf('O')).toBe('DEHKNQRST');
    expect(residuesOf('B')).toBe('DN');
    expect(residuesOf('Z')).toBe('EQ');
    expect(residuesOf('X')).toBe('ACDEFGHIKLMNPQRSTVWY');
    expect(spans('WXXW', 'AWAGWLWCCW', { sequenceClass: 'peptide' })).toEqual([
      [1, 5],
      [6, 10],
    ]);
  });

  it('reads [..] as any listed residue (codes expanded) and [^..] as any residue but those', () => {
    expect(matched('A[CG]T', 'ACTAGTATT')).toEqual(['ACT', 'AGT']);
    expect(matched('A[^CG]T', 'ACTAGTATT')).toEqual(['ATT']);
    expect(matched('A[RC]T', 'AATACTATT')).toEqual(['AAT', 'ACT']);
    expect(matched('[^PG]KR', 'PKRAKRGKR', { sequenceClass: 'peptide' })).toEqual(['AKR']);
  });

  it('repeats a residue, a set or a sub-pattern {m}, {m,}, {,n} and {m,n} times, taking as many as it can', () => {
    expect(matched('GA{3}T', 'GAATGAAATGAAAAT')).toEqual(['GAAAT']);
    expect(matched('GA{3,}T', 'GAATGAAATGAAAAT')).toEqual(['GAAAT', 'GAAAAT']);
    expect(matched('GGA{,2}T', 'GGTGGATGGAATGGAAAT')).toEqual(['GGT', 'GGAT', 'GGAAT']);
    expect(matched('GA{2,3}T', 'GATGAATGAAATGAAAAT')).toEqual(['GAAT', 'GAAAT']);
    expect(matched('[CG]{3}', 'ACGCATGGGA')).toEqual(['CGC', 'GGG']);
    expect(matched('T(CA){2}G', 'TCAGTCACAGTCACACAG')).toEqual(['TCACAG']);
    expect(matched('(CA){2,}', 'CACATCACACA')).toEqual(['CACA', 'CACACA']);
  });

  it('anchors a match to the start of the sequence with < and to its end with >', () => {
    expect(spans('<ATG', 'ATGCCATG')).toEqual([[0, 3]]);
    expect(spans('<ATG', 'CATGCATG')).toEqual([]);
    expect(spans('ATG>', 'ATGCCATG')).toEqual([[5, 8]]);
    expect(spans('<ATGN{2}>', 'ATGCC')).toEqual([[0, 5]]);
    expect(spans('<ATGN{2}>', 'ATGCCC')).toEqual([]);
  });
});

describe('pattern errors name the position', () => {
  const error = (pattern: string, sequenceClass: SequenceClass = 'nucleotide', mismatches = 0) => {
    try {
      compileMatcher(pattern, { sequenceClass, mismatches, kinds: { substitution: true, insertion: false, deletion: false } });
    } catch (caught) {
      return (caught as Error).message;
    }
    return 'no error';
  };

  it.each([
    ['ATQG', "The pattern has 'Q' at position 3, which is not a nucleotide code."],
    ['MK1W', "The pattern has '1' at position 3, which is not an amino acid code.", 'peptide'],
    ['AT[CG', "The set opened by '[' at position 3 is not closed with ']'."],
    ['AT[]G', 'The set at position 3 is empty: list at least one residue between the brackets.'],
    ['AT[^N]G', 'The set at position 3 excludes every residue, so nothing can match it.'],
    ['A[C[G]]T', "The set opened at position 2 cannot hold '[' (position 4); list residue letters only."],
    ['{2}ATG', 'The repeat at position 1 must follow a residue, a set or a sub-pattern.'],
    ['ATG{x}', 'The repeat at position 4 must read {m}, {m,}, {,n} or {m,n} with whole numbers.'],
    ['ATG{,}', 'The repeat at position 4 must read {m}, {m,}, {,n} or {m,n} with whole numbers.'],
    ['ATG{3,2}', 'The repeat at position 4 has a minimum (3) larger than its maximum (2).'],
    ['ATG{5000}', 'The repeat at position 4 is larger than 1000.'],
    ['AT(G(C))', "The '(' at position 5 opens a sub-pattern inside another; sub-patterns cannot be nested."],
    ['AT(GC', "The sub-pattern opened by '(' at position 3 is not closed with ')'."],
    ['ATGC)', "The ')' at position 5 closes no '('."],
    ['AT<GC', "The '<' at position 3 is allowed only at the start of the pattern."],
    ['AT>GC', "The '>' at position 3 is allowed only at the end of the pattern."],
    ['AT', 'The pattern must be at least 3 residues long; this one can match 2 residues.'],
    ['ATG{0,4}', 'The pattern must be at least 3 residues long; this one can match 2 residues.'],
    ['   ', 'Enter a pattern.'],
  ])('%s', (pattern, message, sequenceClass = 'nucleotide') => {
    expect(error(pattern, sequenceClass as SequenceClass)).toBe(message);
  });

  it('refuses with mismatches what has no fixed layout, and more mismatches than residues allow', () => {
    expect(error('ATGA{2,}', 'nucleotide', 1)).toBe('With mismatches, every repeat needs an upper bound: write {m,n} rather than {m,}.');
    expect(error('AT(GC){1,2}', 'nucleotide', 1)).toBe('With mismatches, a sub-pattern can only be repeated a fixed number of times, as in (…){3}.');
    expect(error('ATG', 'nucleotide', 3)).toBe('A pattern of 3 residues allows at most 2 mismatches, so that a match keeps at least one of its residues.');
    expect(error('AT(GC){2}N{1,3}', 'nucleotide', 2)).toBe('no error');
  });
});

describe('mismatches of each kind', () => {
  it('a substitution: a residue the pattern does not allow there', () => {
    // ACGTAC against TTACGAACTT: ACGAAC at 2-8, its 4th residue (A for T) substituted.
    expect(find('ACGTAC', 'TTACGAACTT', { mismatches: 1, kinds: { substitution: true } })).toEqual([
      { start: 2, end: 8, edits: 1, alignment: '===s==', text: 'ACGAAC' },
    ]);
    expect(find('ACGTAC', 'TTACGAACTT', { mismatches: 1, kinds: { insertion: true, deletion: true } })).toEqual([]);
  });

  it('an insertion: a residue in the sequence that the pattern does not have', () => {
    // ACGTAC against TTACGGTACTT: ACGGTAC at 2-9, with one G too many.
    expect(find('ACGTAC', 'TTACGGTACTT', { mismatches: 1, kinds: { insertion: true } })).toEqual([
      { start: 2, end: 9, edits: 1, alignment: '==i====', text: 'ACGGTAC' },
    ]);
    expect(find('ACGTAC', 'TTACGGTACTT', { mismatches: 1, kinds: { substitution: true, deletion: true } }).map((match) => match.alignment)).not.toContain('==i====');
  });

  it('a deletion: a residue of the pattern missing from the sequence', () => {
    // ACGTAC against TTACGACTT: ACGAC at 2-7, the pattern's T missing.
    expect(find('ACGTAC', 'TTACGACTT', { mismatches: 1, kinds: { deletion: true } })).toEqual([
      { start: 2, end: 7, edits: 1, alignment: '===d==', text: 'ACG-AC' },
    ]);
    expect(find('ACGTAC', 'TTACGACTT', { mismatches: 1, kinds: { insertion: true } })).toEqual([]);
  });

  it('up to the number allowed, of the kinds ticked together; an exact match is never displaced by a shifted one', () => {
    // Two substitutions (T→A, A→C at the 4th and 5th residues) need mismatch 2.
    expect(find('ACGTAC', 'TTACGACCTT', { mismatches: 1, kinds: { substitution: true } })).toEqual([]);
    expect(find('ACGTAC', 'TTACGACCTT', { mismatches: 2, kinds: { substitution: true } })).toEqual([
      { start: 2, end: 8, edits: 2, alignment: '===ss=', text: 'ACGACC' },
    ]);
    // A deletion and a substitution together: ACG, the T missing, AC, C for G, T.
    expect(find('ACGTACGT', 'CCACGACCTCC', { mismatches: 2, kinds: { substitution: true, deletion: true } })).toEqual([
      { start: 2, end: 9, edits: 2, alignment: '===d==s=', text: 'ACG-ACCT' },
    ]);
    // With one insertion allowed, xACGTAC could also match from the residue before; the exact match wins.
    expect(find('ACGTAC', 'GACGTACG', { mismatches: 1, kinds: { insertion: true, deletion: true, substitution: true } })).toEqual([
      { start: 1, end: 7, edits: 0, alignment: '======', text: 'ACGTAC' },
    ]);
  });
});
