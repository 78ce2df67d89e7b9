// The browser's pattern check and the tools service's parser must agree: a pattern the form lets through is one the
// service can run, and one it holds back is one the service would refuse.
import { describe, expect, it } from 'vitest';
import { compileMatcher } from '../../../../server/tools/patmatch/matcher';
import type { SequenceClass } from './patmatchDatabases';
import { checkPattern } from './patternCheck';

const ALL_KINDS = { insertion: true, deletion: true, substitution: true };

function serviceAccepts(pattern: string, sequenceClass: SequenceClass, mismatches: number): boolean {
  try {
    compileMatcher(pattern, { sequenceClass, mismatches, kinds: ALL_KINDS });
    return true;
  } catch {
    return false;
  }
}

const PATTERNS: readonly [string, SequenceClass, number][] = [
  ['GATTACA', 'nucleotide', 0],
  ['gatt aca', 'nucleotide', 2],
  ['TATARNYSWKMBDHVNUX.', 'nucleotide', 1],
  ['KDEL', 'peptide', 0],
  ['BZJOX.U*', 'peptide', 3],
  ['<[ST]P[^P]>', 'peptide', 0],
  ['GA{2,4}T', 'nucleotide', 1],
  ['(CA){2}T', 'nucleotide', 3],
  ['(CA){2,3}T', 'nucleotide', 0],
  ['(CA){2,3}T', 'nucleotide', 1],
  ['A{,3}CGT{2,}', 'nucleotide', 0],
  ['A{,3}CGT{2,}', 'nucleotide', 1],
  ['ACGN{97}', 'nucleotide', 1],
  ['ACGN{98}', 'nucleotide', 1],
  ['AC', 'nucleotide', 0],
  ['ACG', 'nucleotide', 3],
  ['ACG', 'nucleotide', 2],
  ['<>', 'nucleotide', 0],
  ['GATE', 'nucleotide', 0],
  ['GAT*', 'nucleotide', 0],
  ['MAS1', 'peptide', 0],
  ['AC[GT', 'nucleotide', 0],
  ['ACG]T', 'nucleotide', 0],
  ['AC[]GT', 'nucleotide', 0],
  ['AC[^]GT', 'nucleotide', 0],
  ['A[C[G]]T', 'nucleotide', 0],
  ['AC(GT', 'nucleotide', 0],
  ['ACG)T', 'nucleotide', 0],
  ['AC()GT', 'nucleotide', 0],
  ['A(C(G))T', 'nucleotide', 0],
  ['{2}ACG', 'nucleotide', 0],
  ['ACG{2', 'nucleotide', 0],
  ['ACG{,}', 'nucleotide', 0],
  ['ACG{4,2}', 'nucleotide', 0],
  ['ACGT{0}', 'nucleotide', 0],
  ['ACGT{1001}', 'nucleotide', 0],
  ['ACGT{1000}', 'nucleotide', 0],
  ['AC{2}{3}G', 'nucleotide', 0],
  ['AC<GT', 'nucleotide', 0],
  ['AC>GT', 'nucleotide', 0],
  ['<ACGT>', 'nucleotide', 0],
];

describe('the pattern check agrees with the tools service', () => {
  it.each(PATTERNS)('%s (%s, %i mismatches)', (pattern, sequenceClass, mismatches) => {
    expect(checkPattern(pattern, sequenceClass, mismatches).ok).toBe(serviceAccepts(pattern, sequenceClass, mismatches));
  });
});
